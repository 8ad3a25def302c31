import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { ProofOfWorkChallengeResponse } from '../../shared/api/proof-of-work.js';

let challenges = 0;
/** Each challenge from an address of its own, so fetching them never meets a test's read limit. */
const nextChallengeAddress = () => {
  challenges += 1;
  return `10.251.${Math.floor(challenges / 250) % 250}.${(challenges % 250) + 1}`;
};

/** What the catalogue page does before it sends a request: fetch a challenge and solve it. */
export async function solveCatalogProof(app: FastifyInstance, remoteAddress = nextChallengeAddress()): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/catalog-request-challenge', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`no challenge: ${response.statusCode} ${response.body}`);
  const challenge = ProofOfWorkChallengeResponse.parse(response.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The same over real HTTP (a server in another process): `getJson` is the browser's own. */
export async function solveCatalogProofOver(getJson: (url: string) => Promise<unknown>): Promise<string> {
  const challenge = ProofOfWorkChallengeResponse.parse(await getJson('/api/catalog-request-challenge'));
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A catalogue request body with a fresh proof, unless it already says which proof it carries. */
export async function withCatalogProof(app: FastifyInstance, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || 'proof' in body) return body;
  return { ...body, proof: await solveCatalogProof(app) };
}
