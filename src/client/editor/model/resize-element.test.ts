import { describe, expect, it } from 'vitest';
import { resizeElement } from './resize-element.js';
import { findElement, makeClipart, makeDocument, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';

const document = makeDocument([
  makeText(),
  makeText({ id: 'wrapped', width: 300 }),
  makeImage(),
  makeClipart(),
  makeClipart({ id: 'free', keepRatio: false }),
  makeClipart({ id: 'locked', locked: true }),
  makePlaceholder(),
  makeLine(),
]);

function resized(id: string, scaleX: number, scaleY: number) {
  return findElement(resizeElement(document, { id, scaleX, scaleY }), id);
}

describe('resizeElement', () => {
  it('folds the scale into width and height', () => {
    expect(resized('free', 2, 0.5)).toMatchObject({ width: 400, height: 50 });
  });

  it('keeps the aspect ratio of images from their original, whatever the scales say', () => {
    expect(resized('image', 0.5, 3)).toMatchObject({ width: 200, height: 150 });
    expect(resized('image', 0.01, 0.01)).toMatchObject({ width: 10, height: 7.5 });
  });

  it('keeps the ratio of clip-art unless keepRatio is false, and of frames always', () => {
    expect(resized('clipart', 1.5, 1)).toMatchObject({ width: 300, height: 150 });
    expect(resized('frame', 0.5, 2)).toMatchObject({ width: 150, height: 100 });
  });

  it('turns a text resize into a font size within 8..200, scaling a wrap width along', () => {
    expect(resized('text', 1, 1.5)).toMatchObject({ fontSize: 60 });
    expect(resized('text', 1, 10)).toMatchObject({ fontSize: 200 });
    expect(resized('text', 1, 0.1)).toMatchObject({ fontSize: 8 });
    expect(resized('wrapped', 2, 2)).toMatchObject({ fontSize: 80, width: 600 });
    expect(resized('wrapped', 3, 3)).toMatchObject({ fontSize: 120, width: 900 });
  });

  it("scales a text's spacing, outline and fit height with its font size", () => {
    const styled = makeDocument([makeText({ id: 'styled', fontSize: 40, letterSpacing: 4, strokeWidth: 2, fitHeight: 100, width: 300, autoFit: true })]);
    expect(findElement(resizeElement(styled, { id: 'styled', scaleX: 1.5, scaleY: 1.5 }), 'styled')).toMatchObject({ fontSize: 60, width: 450, letterSpacing: 6, strokeWidth: 3, fitHeight: 150 });
  });

  it('sets a text box width from a side handle, keeping the font size', () => {
    expect(findElement(resizeElement(document, { id: 'text', scaleX: 1, scaleY: 1, boxWidth: 420, x: 12 }), 'text')).toMatchObject({ fontSize: 40, width: 420, x: 12 });
    expect(findElement(resizeElement(document, { id: 'wrapped', scaleX: 1, scaleY: 1, boxWidth: 2 }), 'wrapped')).toMatchObject({ width: 10 });
    // A box pulled past the page stops at the page width.
    expect(findElement(resizeElement(document, { id: 'wrapped', scaleX: 1, scaleY: 1, boxWidth: 5000, x: 0 }), 'wrapped')).toMatchObject({ width: 1200 });
  });

  it('stops a wrap box at the page width, keeping its centre, so its handle stays on the page (item 3)', () => {
    // The initial text: a centred box 80 % of the page wide, grown 1.5 times about its centre.
    const page = makeDocument([makeText({ id: 'initial', x: 120, width: 960, textAlign: 'center', fontSize: 54 })]);
    const grown = findElement(resizeElement(page, { id: 'initial', scaleX: 1.5, scaleY: 1.5, x: -120, y: 80 }), 'initial');
    expect(grown).toMatchObject({ fontSize: 81, width: 1200, x: 0, y: 80 });
    // Turned a quarter: the box shrinks along its own (now vertical) axis.
    const turned = findElement(resizeElement(page, { id: 'initial', scaleX: 1.5, scaleY: 1.5, x: 500, y: -120, rotation: 90 }), 'initial');
    expect(turned.x).toBeCloseTo(500);
    expect(turned.y).toBeCloseTo(0);
  });

  it('changes only a separator width, between 10 and the canvas width', () => {
    expect(resized('line', 2, 5)).toMatchObject({ width: 600, height: 3 });
    expect(resized('line', 100, 1)).toMatchObject({ width: 1200 });
    expect(resized('line', 0.001, 1)).toMatchObject({ width: 10 });
  });

  it('takes the new origin and rotation from the transform', () => {
    const next = resizeElement(document, { id: 'free', scaleX: 1, scaleY: 2, x: 40, y: 50, rotation: 200 });
    expect(findElement(next, 'free')).toMatchObject({ x: 40, y: 50, rotation: -160, width: 200, height: 200 });
  });

  it('leaves locked clip-art, unknown ids and unusable scales alone', () => {
    expect(resizeElement(document, { id: 'locked', scaleX: 2, scaleY: 2 })).toBe(document);
    expect(resizeElement(document, { id: 'nope', scaleX: 2, scaleY: 2 })).toBe(document);
    expect(resizeElement(document, { id: 'image', scaleX: 0, scaleY: 1 })).toBe(document);
    expect(resizeElement(document, { id: 'image', scaleX: Number.NaN, scaleY: 1 })).toBe(document);
    expect(resizeElement(document, { id: 'image', scaleX: 1, scaleY: 1 })).toBe(document);
  });
});
