import { useEffect, useRef } from 'react';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { saveLayout } from './layout-store.js';

export const autosaveDelayMs = 300;

/**
 * Saves the present document after every change, debounced, and flushes a pending save when the
 * page is hidden or the editor unmounts. The first document seen (fresh or restored) is not a
 * change, so merely opening the editor leaves no job to restore.
 */
export function useAutosave(document: LayoutDocument | null, save: (document: LayoutDocument) => Promise<void> = saveLayout): void {
  const baseline = useRef<LayoutDocument | null>(null);
  const pending = useRef<LayoutDocument | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    const flush = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      const next = pending.current;
      pending.current = null;
      if (next !== null) void saveRef.current(next);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  useEffect(() => {
    if (document === null) return;
    if (baseline.current === null) {
      baseline.current = document;
      return;
    }
    // StrictMode runs effects twice: the same document again is no change.
    if (document === baseline.current) return;
    baseline.current = document;
    pending.current = document;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const next = pending.current;
      pending.current = null;
      if (next !== null) void saveRef.current(next);
    }, autosaveDelayMs);
  }, [document]);
}
