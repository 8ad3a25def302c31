import { useCallback, useEffect, useRef } from 'react';

interface Solving {
  proof: Promise<string>;
  controller: AbortController;
}

/**
 * The request form's proof of work: it starts when the form opens and runs while the client
 * types; its code is fetched only then, so the catalogue page itself stays small. Each proof is
 * used once: `take` hands over the one solved (or being solved) and `restart` begins the next.
 */
export function useProofOfWork(): { take: () => Promise<string>; restart: () => void } {
  const solving = useRef<Solving | null>(null);

  const restart = useCallback(() => {
    solving.current?.controller.abort();
    solving.current = startSolving();
  }, []);

  useEffect(() => {
    solving.current = startSolving();
    return () => solving.current?.controller.abort();
  }, []);

  const take = useCallback(() => {
    const current = solving.current ?? startSolving();
    solving.current = null;
    return current.proof;
  }, []);

  return { take, restart };
}

function startSolving(): Solving {
  const controller = new AbortController();
  const proof = import('../../../catalog/proof-of-work/solve-proof-of-work.js').then(({ solveProofOfWork }) => solveProofOfWork(controller.signal));
  // Nobody may be waiting yet: a failure is seen when the request is sent.
  proof.catch(() => undefined);
  return { proof, controller };
}
