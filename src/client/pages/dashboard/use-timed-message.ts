import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `durationMs` (the profile's 5 s, spec part 2 §9); a new one restarts the clock. */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timerRef.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timerRef.current);
      setMessage(text);
      timerRef.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return { message, show };
}
