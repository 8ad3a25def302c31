import { z } from 'zod';

/** The hash the catalogue form's proof of work uses (altcha-lib): Web Crypto has it in every browser. */
export const proofOfWorkAlgorithm = 'SHA-256';

/** Longest proof a form may carry (base64 of altcha's payload, a few hundred characters). */
export const maxProofLength = 2000;

export const ProofOfWorkProof = z.string().max(maxProofLength, { abort: true });

/** GET /api/catalog-request-challenge: an altcha challenge, solved by the page and sent back as `proof`. */
export const ProofOfWorkChallengeResponse = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type ProofOfWorkChallengeResponse = z.infer<typeof ProofOfWorkChallengeResponse>;
