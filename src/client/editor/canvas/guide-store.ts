import type { Guide } from '../model/snapping.js';

/**
 * The guides of the drag in progress, outside React state: a drag sets them on many pointer
 * moves, and only the guide layer should redraw then, not the whole canvas with its elements.
 */
export interface GuideStore {
  get(): readonly Guide[];
  /** Replaces the guides; listeners hear of it only when they differ from the current ones. */
  set(next: readonly Guide[]): void;
  subscribe(listener: () => void): () => void;
}

const sameGuide = (a: Guide, b: Guide | undefined): boolean =>
  b !== undefined && (a.orientation === 'vertical' ? b.orientation === 'vertical' && a.x === b.x : b.orientation === 'horizontal' && a.y === b.y);

export function sameGuides(a: readonly Guide[], b: readonly Guide[]): boolean {
  return a.length === b.length && a.every((guide, index) => sameGuide(guide, b[index]));
}

export function createGuideStore(): GuideStore {
  let guides: readonly Guide[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => guides,
    set(next) {
      if (sameGuides(guides, next)) return;
      guides = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
