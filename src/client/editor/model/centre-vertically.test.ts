import { describe, expect, it } from 'vitest';
import { centreVertically } from './centre-vertically.js';
import { findElement, makeDocument, makeImage, makeLine } from './test-fixtures.js';

const document = makeDocument([makeImage(), makeLine()]);

describe('centreVertically', () => {
  it('puts the element centre on the canvas middle, taking its height into account', () => {
    const next = centreVertically(document, { ids: ['image', 'line'] });
    expect(findElement(next, 'image')).toMatchObject({ x: 100, y: 750 });
    expect(findElement(next, 'line')).toMatchObject({ y: 898.5 });
  });

  it('returns the same document when already centred', () => {
    const once = centreVertically(document, { ids: ['image'] });
    expect(centreVertically(once, { ids: ['image'] })).toBe(once);
  });
});
