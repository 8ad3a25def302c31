import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ProofOfWorkChallengeResponse } from '../../../shared/api/proof-of-work.js';

/** The worker's own scope (the client's type library is the page's DOM, not the worker's). */
const scope = self as unknown as { onmessage: ((message: MessageEvent<ProofOfWorkChallengeResponse>) => void) | null; postMessage(message: unknown): void };

// Off the main thread, so the form stays as quick to type in while the hashes run.
scope.onmessage = (message) => {
  solveChallenge({ challenge: message.data, deriveKey }).then(
    (solution) => scope.postMessage({ solution }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
