import { useEffect, useState } from 'react';
import { ensureFontFacesStylesheet, loadFontFaces } from './load-font-faces';

/** True once the given families can be drawn (the list is compared by value). */
export function useFontFaces(families: readonly string[]): boolean {
  const key = [...new Set(families)].sort().join('\n');
  const [readyKey, setReadyKey] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    ensureFontFacesStylesheet();
    void loadFontFaces(key === '' ? [] : key.split('\n')).then(() => {
      if (isCurrent) setReadyKey(key);
    });
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return readyKey === key;
}
