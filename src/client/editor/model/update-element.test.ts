import { describe, expect, it } from 'vitest';
import { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { ElementPatch } from '../../../shared/layout/element-patch.js';
import { findElement, makeSampleDocument } from './test-fixtures.js';
import { updateElement } from './update-element.js';

const document = makeSampleDocument();

function patched(id: string, patch: ElementPatch) {
  return findElement(updateElement(document, { id, patch }), id);
}

describe('updateElement', () => {
  it('changes the fields it is given and shares the other elements', () => {
    const next = updateElement(document, { id: 'text', patch: { color: '#ff0000', fontWeight: 'bold', content: 'Ciao' } });
    expect(findElement(next, 'text')).toMatchObject({ color: '#ff0000', fontWeight: 'bold', content: 'Ciao' });
    expect(next.elements[1]).toBe(document.elements[1]);
    expect(LayoutDocument.safeParse(next).success).toBe(true);
  });

  it('clamps font size to 8..200, opacity to 0..1, shadow blur to 0..50, line height to 0.8..3', () => {
    expect(patched('text', { fontSize: 500 })).toMatchObject({ fontSize: 200 });
    expect(patched('text', { fontSize: 2 })).toMatchObject({ fontSize: 8 });
    expect(patched('text', { lineHeight: 9 })).toMatchObject({ lineHeight: 3 });
    expect(patched('image', { opacity: 1.5 })).toMatchObject({ opacity: 1 });
    expect(patched('image', { shadowBlur: 80 })).toMatchObject({ shadowBlur: 50 });
    expect(patched('image', { shadowBlur: -3 })).toMatchObject({ shadowBlur: 0 });
  });

  it('normalises rotation into -180..180', () => {
    expect(patched('line', { rotation: 270 })).toMatchObject({ rotation: -90 });
  });

  it('reads numeric strings from inputs and keeps the old value for garbage', () => {
    expect(patched('text', { fontSize: '36' as unknown as number })).toMatchObject({ fontSize: 36 });
    expect(patched('text', { fontSize: Number.NaN })).toMatchObject({ fontSize: 40 });
    expect(patched('text', { color: 'red' })).toMatchObject({ color: '#333333' });
  });

  it('sends a non-numeric border thickness to 1 and clamps it to 1..50', () => {
    expect(patched('frame', { borderWidth: Number.NaN })).toMatchObject({ borderWidth: 1 });
    expect(patched('frame', { borderWidth: 'abc' as unknown as number })).toMatchObject({ borderWidth: 1 });
    expect(patched('frame', { borderWidth: 99 })).toMatchObject({ borderWidth: 50 });
  });

  it('keeps separators between 10 px and the canvas width, thickness 1..50', () => {
    expect(patched('line', { width: 5000 })).toMatchObject({ width: 1200 });
    expect(patched('line', { width: 3 })).toMatchObject({ width: 10 });
    expect(patched('line', { height: 0 })).toMatchObject({ height: 1 });
    expect(patched('line', { height: 70 })).toMatchObject({ height: 50 });
  });

  it('keeps the ratio of images, frames and ratio-keeping clip-art when one side changes', () => {
    expect(patched('image', { width: 200 })).toMatchObject({ width: 200, height: 150 });
    expect(patched('image', { height: 60 })).toMatchObject({ width: 80, height: 60 });
    expect(patched('frame', { width: 150 })).toMatchObject({ width: 150, height: 100 });
    expect(patched('clipart', { width: 100 })).toMatchObject({ width: 100, height: 50 });
    expect(patched('clipart', { width: 100, keepRatio: false })).toMatchObject({ width: 100, height: 100 });
  });

  it('ignores identity, fields of other types and a frame that would stop keeping its ratio', () => {
    expect(updateElement(document, { id: 'image', patch: { fontSize: 30 } })).toBe(document);
    expect(updateElement(document, { id: 'image', patch: { id: 'other', type: 'text' } as unknown as ElementPatch })).toBe(document);
    expect(updateElement(document, { id: 'frame', patch: { keepRatio: false } as unknown as ElementPatch })).toBe(document);
  });

  it('can clear a text wrap width', () => {
    const wrapped = updateElement(document, { id: 'text', patch: { width: 300 } });
    expect(findElement(wrapped, 'text')).toMatchObject({ width: 300 });
    expect('width' in findElement(updateElement(wrapped, { id: 'text', patch: { width: undefined } }), 'text')).toBe(false);
  });

  it('leaves the geometry of locked clip-art alone but not its looks', () => {
    const next = updateElement(document, { id: 'locked', patch: { x: 0, width: 50, rotation: 10, opacity: 0.5 } });
    expect(findElement(next, 'locked')).toMatchObject({ x: 100, width: 200, rotation: 0, opacity: 0.5 });
  });

  it('returns the same document for an unknown id or a patch that changes nothing', () => {
    expect(updateElement(document, { id: 'nope', patch: { opacity: 0.2 } })).toBe(document);
    expect(updateElement(document, { id: 'text', patch: { fontSize: 40 } })).toBe(document);
    expect(updateElement(document, { id: 'image', patch: {} })).toBe(document);
  });
});
