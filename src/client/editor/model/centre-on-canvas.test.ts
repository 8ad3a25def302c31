import { describe, expect, it } from 'vitest';
import { centreOnCanvas } from './centre-on-canvas.js';
import { findElement, makeDocument, makePlaceholder } from './test-fixtures.js';

describe('centreOnCanvas', () => {
  it('moves only along the chosen axis', () => {
    const document = makeDocument([makePlaceholder()]);
    expect(findElement(centreOnCanvas(document, ['frame'], 'horizontal'), 'frame')).toMatchObject({ x: 450, y: 100 });
    expect(findElement(centreOnCanvas(document, ['frame'], 'vertical'), 'frame')).toMatchObject({ x: 100, y: 800 });
  });
});
