import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, expect, test, vi } from 'vitest';
import { solveProofOfWork } from './solve-proof-of-work.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('fetches a challenge and answers it with a proof the server accepts', async () => {
  const secret = 'test-secret';
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 300, deriveKey, expiresAt: new Date(Date.now() + 60_000), hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` });
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(challenge), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const proof = await solveProofOfWork();
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/catalog-request-challenge');
  const payload = JSON.parse(atob(proof)) as { challenge: typeof challenge; solution: { counter: number; derivedKey: string } };
  expect(payload.solution.counter).toBe(300);
  const verdict = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` });
  expect(verdict.verified).toBe(true);
});
