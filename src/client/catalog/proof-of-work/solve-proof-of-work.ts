import { ProofOfWorkChallengeResponse } from '../../../shared/api/proof-of-work.js';
import { requestJson } from '../../api/request-json.js';

interface Solution {
  counter: number;
  derivedKey: string;
}

/**
 * The catalogue form's proof of work: a challenge from the server, solved in a Web Worker
 * while the client fills in the form, sent back with the request (base64 of altcha's payload).
 * Loaded only when the form opens, so the catalogue page itself carries none of it.
 */
export async function solveProofOfWork(signal?: AbortSignal): Promise<string> {
  const challenge = await requestJson('/api/catalog-request-challenge', ProofOfWorkChallengeResponse, signal === undefined ? {} : { signal });
  const solution = typeof Worker === 'undefined' ? await solveHere(challenge) : await solveInWorker(challenge, signal);
  return btoa(JSON.stringify({ challenge, solution }));
}

function solveInWorker(challenge: ProofOfWorkChallengeResponse, signal?: AbortSignal): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proof-of-work-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (message: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
      if (message.data.solution) resolve(message.data.solution);
      else reject(new Error(message.data.error ?? 'proof of work not solved'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}

/** Without workers (old browsers, tests): the same work on this thread. */
async function solveHere(challenge: ProofOfWorkChallengeResponse): Promise<Solution> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('proof of work not solved');
  return solution;
}
