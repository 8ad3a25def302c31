import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the copy button reads '✓ Copiato!' (spec part 1 §9). */
export const copyConfirmationMs = 2000;

/**
 * Copies a text with the asynchronous Clipboard API. `isCopied` is true for two seconds after a
 * success; `hasFailed` is true after a refusal (no permission, insecure page) until dismissed.
 */
export function useCopyToClipboard() {
  const [isCopied, setIsCopied] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const onCopy = useCallback(async (text: string) => {
    try {
      // Absent outside secure contexts (plain http): that is a failure like any other.
      if (typeof navigator === 'undefined' || navigator.clipboard === undefined) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      clearTimeout(timerRef.current);
      setIsCopied(true);
      timerRef.current = setTimeout(() => setIsCopied(false), copyConfirmationMs);
    } catch (error) {
      console.warn('[copy] clipboard write refused', error);
      setHasFailed(true);
    }
  }, []);

  const onDismissError = useCallback(() => setHasFailed(false), []);

  return { isCopied, hasFailed, onCopy, onDismissError };
}
