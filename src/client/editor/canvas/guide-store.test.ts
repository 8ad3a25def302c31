import { describe, expect, it, vi } from 'vitest';
import { createGuideStore } from './guide-store.js';

describe('the guide store', () => {
  it('tells its listeners only when the guides change', () => {
    const store = createGuideStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set([{ orientation: 'vertical', x: 600 }]);
    store.set([{ orientation: 'vertical', x: 600 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set([{ orientation: 'horizontal', y: 600 }]);
    store.set([]);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.get()).toEqual([]);
    unsubscribe();
    store.set([{ orientation: 'vertical', x: 1 }]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
