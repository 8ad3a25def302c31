import { useEffect, useState } from 'react';
import { loadFontFaces, preloadDefaultFont } from './load-font-faces.js';

// The editor's chunk imports this module: the default face starts loading with the chunk,
// before the document exists (typeof: the server renders no editor, but may import it).
if (typeof document !== 'undefined') preloadDefaultFont();

/**
 * The gate for drawing: true once every given family can be drawn (the stylesheet that declares
 * them is loaded and their faces are loaded, failed or timed out). Pass the families a document
 * needs (see collectFontFamilies); the list is compared by value.
 */
export function useFontFaces(families: readonly string[]): boolean {
  const key = [...new Set(families)].sort().join('\n');
  const [readyKey, setReadyKey] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadFontFaces(key === '' ? [] : key.split('\n')).then(() => {
      if (isCurrent) setReadyKey(key);
    });
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return readyKey === key;
}
