import { describe, expect, it } from 'vitest';
import { moveElements } from './move-elements.js';
import { removeElements } from './remove-elements.js';
import { resizeElement } from './resize-element.js';
import { setLayerFlags } from './set-layer-flags.js';
import { findElement, makeDocument, makeEllipse } from './test-fixtures.js';
import { updateElement } from './update-element.js';

const document = makeDocument([makeEllipse()]);
const locked = setLayerFlags(document, { ids: ['ellipse'], locked: true });

describe('the editor commands on an ellipse', () => {
  it('stretches each side by its own handle, taking the new origin and rotation, and keeps the outline', () => {
    const resized = findElement(resizeElement(document, { id: 'ellipse', scaleX: 2, scaleY: 0.5, x: 80, y: 90, rotation: 30 }), 'ellipse');
    expect(resized).toMatchObject({ width: 600, height: 100, x: 80, y: 90, rotation: 30, strokeWidth: 4 });
  });

  it('clamps what the controls send: the outline to 0..20, the width to at least 10; a colour that is not hex keeps the old one', () => {
    const patched = findElement(updateElement(document, { id: 'ellipse', patch: { strokeWidth: 35, width: 2, fillColor: 'tomato' } }), 'ellipse');
    expect(patched).toMatchObject({ strokeWidth: 20, width: 10, fillColor: '#f4d3da' });
    const filled = findElement(updateElement(document, { id: 'ellipse', patch: { fillColor: '#123456', strokeWidth: 0 } }), 'ellipse');
    expect(filled).toMatchObject({ fillColor: '#123456', strokeWidth: 0 });
  });

  it('once locked in the layers panel, is neither resized, moved nor removed, and its colour still changes', () => {
    expect(findElement(locked, 'ellipse').locked).toBe(true);
    expect(resizeElement(locked, { id: 'ellipse', scaleX: 2, scaleY: 2 })).toBe(locked);
    expect(findElement(moveElements(locked, { ids: ['ellipse'], dx: 10, dy: 10 }), 'ellipse')).toMatchObject({ x: 100, y: 100 });
    expect(removeElements(locked, { ids: ['ellipse'] }).elements).toHaveLength(1);
    expect(findElement(updateElement(locked, { id: 'ellipse', patch: { fillColor: '#000000', width: 50 } }), 'ellipse')).toMatchObject({ fillColor: '#000000', width: 300 });
  });
});
