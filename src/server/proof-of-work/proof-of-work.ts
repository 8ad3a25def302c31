import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { proofOfWorkAlgorithm } from '../../shared/api/proof-of-work.js';
import type { Database } from '../db/client.js';
import { proofOfWorkSpent } from '../db/schema.js';

/** Long enough to fill the request form at leisure. */
const challengeLifetimeMs = 30 * 60 * 1000;

export type ProofVerdict = 'ok' | 'missing' | 'invalid' | 'spent';

/** What the page sends back: altcha's payload (the challenge as handed out, and the solution), base64 JSON. */
const Payload = z.object({
  challenge: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().max(200) }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(200) }),
});

/**
 * Proof-of-work challenges for the public catalogue form (altcha-lib, SHA-256 in deterministic
 * mode): the server picks a random counter up to `max` and signs the key it derives; the page
 * finds the counter by trying them in order (max / 2 hashes on average, in a worker while the
 * client types), and the server checks the answer with one HMAC. Each solution is accepted once.
 */
export class ProofOfWork {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly max: number,
  ) {}

  create(now = new Date()): Promise<Challenge> {
    return createChallenge({
      algorithm: proofOfWorkAlgorithm,
      cost: 1,
      counter: randomInt(this.max, 0),
      deriveKey,
      expiresAt: new Date(now.getTime() + challengeLifetimeMs),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: `${this.secret}:key`,
    });
  }

  async verify(proof: string | undefined): Promise<ProofVerdict> {
    if (proof === undefined || proof === '') return 'missing';
    const payload = decode(proof);
    if (payload === undefined) return 'invalid';
    const expiresAt = payload.challenge.parameters.expiresAt;
    if (typeof expiresAt !== 'number' || payload.challenge.parameters.algorithm !== proofOfWorkAlgorithm) return 'invalid';
    const result = await verifySolution({
      challenge: payload.challenge as unknown as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: `${this.secret}:key`,
    }).catch(() => undefined);
    if (result?.verified !== true) return 'invalid';
    await this.db.delete(proofOfWorkSpent).where(lt(proofOfWorkSpent.expiresAt, sql`now()`));
    const inserted = await this.db
      .insert(proofOfWorkSpent)
      .values({ signature: payload.challenge.signature, expiresAt: new Date(expiresAt * 1000) })
      .onConflictDoNothing()
      .returning({ signature: proofOfWorkSpent.signature });
    return inserted.length === 1 ? 'ok' : 'spent';
  }
}

function decode(proof: string): z.infer<typeof Payload> | undefined {
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
