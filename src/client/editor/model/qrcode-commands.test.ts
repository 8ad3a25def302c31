import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../../shared/layout/id-generator.js';
import { copyElements } from './copy-elements.js';
import { getElementCentre, getElementSize } from '../../../shared/layout/element-box.js';
import { pasteElements } from './paste-elements.js';
import { removeElements } from './remove-elements.js';
import { resizeElement } from './resize-element.js';
import { setRotation } from './rotation.js';
import { findElement, makeDocument, makeQrCode } from './test-fixtures.js';
import { updateElement } from './update-element.js';

const document = makeDocument([makeQrCode()]);
const qr = (doc = document) => {
  const element = findElement(doc, 'qr');
  if (element.type !== 'qrcode') throw new Error('not a QR code');
  return element;
};

describe('QR code commands', () => {
  it('is a square of its size', () => {
    expect(getElementSize(qr())).toEqual({ width: 300, height: 300 });
  });

  it('folds a transform into its size, at least 50 px, and keeps it square', () => {
    expect(qr(resizeElement(document, { id: 'qr', scaleX: 1.5, scaleY: 1.5, x: 90, y: 80 }))).toMatchObject({ size: 450, x: 90, y: 80 });
    expect(qr(resizeElement(document, { id: 'qr', scaleX: 0.01, scaleY: 0.01 })).size).toBe(50);
  });

  it('takes a valid link and keeps the old one for an invalid or incomplete one', () => {
    expect(qr(updateElement(document, { id: 'qr', patch: { url: 'https://foto.example.it/sposi' } })).url).toBe('https://foto.example.it/sposi');
    expect(updateElement(document, { id: 'qr', patch: { url: 'mailto:anna@example.it' } })).toBe(document);
    expect(updateElement(document, { id: 'qr', patch: { url: 'galleria.it' } })).toBe(document);
  });

  it('clamps the quiet zone to whole modules from 0 to 10 and refuses colours that are not hex', () => {
    expect(qr(updateElement(document, { id: 'qr', patch: { quietZone: 2.6 } })).quietZone).toBe(3);
    expect(qr(updateElement(document, { id: 'qr', patch: { quietZone: 40 } })).quietZone).toBe(10);
    expect(qr(updateElement(document, { id: 'qr', patch: { quietZone: -1 } })).quietZone).toBe(0);
    expect(updateElement(document, { id: 'qr', patch: { color: 'red' } })).toBe(document);
    expect(qr(updateElement(document, { id: 'qr', patch: { backgroundEnabled: false, errorCorrection: 'H' } }))).toMatchObject({ backgroundEnabled: false, errorCorrection: 'H' });
  });

  it('rotates about its centre', () => {
    const before = getElementCentre(qr());
    const after = getElementCentre(qr(setRotation(document, { id: 'qr', rotation: 90 })));
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('is copied and pasted with all its settings, and removed', () => {
    const pasted = pasteElements(document, { elements: copyElements(document, { ids: ['qr'] }), createId: createSequentialIds('copy'), scale: 1 });
    expect(pasted.elements).toHaveLength(2);
    expect(pasted.elements[1]).toEqual({ ...qr(), id: 'copy-1', x: 120, y: 120 });
    expect(removeElements(document, { ids: ['qr'] }).elements).toEqual([]);
  });
});
