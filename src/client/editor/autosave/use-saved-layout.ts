import { useEffect, useState } from 'react';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { deleteLayout, loadLayout } from './layout-store.js';

/**
 * Where the saved job stands: 'checking' while storage is read, 'found' while the user decides,
 * 'none' when the editor should start fresh, 'restored' once the saved document is in use.
 */
export type SavedLayoutState =
  | { status: 'checking' }
  | { status: 'found'; document: LayoutDocument }
  | { status: 'none' }
  | { status: 'restored'; document: LayoutDocument };

export interface SavedLayout {
  state: SavedLayoutState;
  /** 'Sì, Ripristina': the caller inits the editor with the returned document. */
  restore: () => LayoutDocument | null;
  /** 'No, Inizia da Capo': deletes the save; the editor starts fresh. */
  discard: () => void;
}

/** Looks up the saved job for a template once its image size is known (null while it loads). */
export function useSavedLayout(templatePath: string, size: { width: number; height: number } | null): SavedLayout {
  const [result, setResult] = useState<{ key: string; state: SavedLayoutState } | null>(null);
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const key = `${templatePath}|${width}x${height}`;

  useEffect(() => {
    if (width <= 0 || height <= 0) return undefined;
    let isCurrent = true;
    void loadLayout(templatePath, { width, height }).then((document) => {
      if (isCurrent) setResult({ key, state: document === null ? { status: 'none' } : { status: 'found', document } });
    });
    return () => {
      isCurrent = false;
    };
  }, [templatePath, width, height, key]);

  const state: SavedLayoutState = result !== null && result.key === key ? result.state : { status: 'checking' };

  const restore = () => {
    if (state.status !== 'found') return null;
    setResult({ key, state: { status: 'restored', document: state.document } });
    return state.document;
  };

  const discard = () => {
    setResult({ key, state: { status: 'none' } });
    void deleteLayout(templatePath);
  };

  return { state, restore, discard };
}
