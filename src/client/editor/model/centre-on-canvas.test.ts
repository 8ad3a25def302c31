import { describe, expect, it } from 'vitest';
import { centreOnCanvas } from './centre-on-canvas.js';
import { findElement, makeDocument, makeImage, makePlaceholder } from './test-fixtures.js';

describe('centreOnCanvas', () => {
  it('moves only along the chosen axis', () => {
    const document = makeDocument([makePlaceholder()]);
    expect(findElement(centreOnCanvas(document, ['frame'], 'horizontal'), 'frame')).toMatchObject({ x: 450, y: 100 });
    expect(findElement(centreOnCanvas(document, ['frame'], 'vertical'), 'frame')).toMatchObject({ x: 100, y: 800 });
  });

  it('centres a whole group as one box, each element on its own otherwise', () => {
    // The group spans x 100..900 (800 wide): centred, it spans 200..1000.
    const document = makeDocument([makePlaceholder({ groupId: 'g' }), makeImage({ x: 500, groupId: 'g' })]);
    const next = centreOnCanvas(document, ['frame', 'image'], 'horizontal');
    expect(findElement(next, 'frame').x).toBe(200);
    expect(findElement(next, 'image').x).toBe(600);
    expect(findElement(centreOnCanvas(document, ['frame'], 'horizontal'), 'frame').x).toBe(450);
  });
});
