import { describe, expect, it } from 'vitest';
import { createClipartElement } from './create-clipart-element.js';
import { createImageElement } from './create-image-element.js';
import { createLineElement } from './create-line-element.js';
import { createPlaceholderElement } from './create-placeholder-element.js';
import { createQrCodeElement } from './create-qrcode-element.js';
import { createTextElement } from './create-text-element.js';
import type { CreationContext } from './creation-context.js';
import { createSequentialIds } from './id-generator.js';
import { getElementSchema, elementTypes, LayoutElement } from './layout-element.js';

const context: CreationContext = { createId: createSequentialIds(), scale: 1, template: { width: 1200, height: 1800 } };
const text = createTextElement(context, { content: 'Ciao' });
const image = createImageElement(context, { src: '/a.png', originalWidth: 800, originalHeight: 600 });
const clipart = createClipartElement(context, { clipartId: 'heart', src: '/h.svg', keepRatio: true });
const placeholder = createPlaceholderElement(context);
const line = createLineElement(context);
const qrcode = createQrCodeElement(context, { url: 'https://galleria.it/anna' });

function isValid(value: unknown): boolean {
  return LayoutElement.safeParse(value).success;
}

describe('LayoutElement', () => {
  it('accepts a default element of every type', () => {
    for (const element of [text, image, clipart, placeholder, line, qrcode]) expect(isValid(element)).toBe(true);
  });

  it('accepts a QR code only with an http(s) link as stored, a size of at least 50 and a whole quiet zone of 0 to 10', () => {
    expect(isValid({ ...qrcode, url: 'galleria.it/anna' })).toBe(false);
    expect(isValid({ ...qrcode, url: 'mailto:anna@galleria.it' })).toBe(false);
    expect(isValid({ ...qrcode, url: `https://galleria.it/${'a'.repeat(500)}` })).toBe(false);
    expect(isValid({ ...qrcode, size: 50 })).toBe(true);
    expect(isValid({ ...qrcode, size: 49 })).toBe(false);
    expect(isValid({ ...qrcode, quietZone: 0 })).toBe(true);
    expect(isValid({ ...qrcode, quietZone: 11 })).toBe(false);
    expect(isValid({ ...qrcode, quietZone: 2.5 })).toBe(false);
    expect(isValid({ ...qrcode, errorCorrection: 'X' })).toBe(false);
  });

  it('rejects an unknown type or a missing field', () => {
    expect(isValid({ ...text, type: 'video' })).toBe(false);
    const { content: _content, ...withoutContent } = text;
    expect(isValid(withoutContent)).toBe(false);
    expect(isValid(null)).toBe(false);
  });

  it('bounds the text font size to 8..200 and the line height to 0.8..3', () => {
    expect(isValid({ ...text, fontSize: 8 })).toBe(true);
    expect(isValid({ ...text, fontSize: 200 })).toBe(true);
    expect(isValid({ ...text, fontSize: 7.9 })).toBe(false);
    expect(isValid({ ...text, fontSize: 201 })).toBe(false);
    expect(isValid({ ...text, lineHeight: 0.7 })).toBe(false);
    expect(isValid({ ...text, fontWeight: 'heavy' })).toBe(false);
    expect(isValid({ ...text, textAlign: 'justify' })).toBe(false);
  });

  it('bounds shadow blur 0..50, opacity 0..1 and rotation -180..180 on every element', () => {
    expect(isValid({ ...image, shadowBlur: 50 })).toBe(true);
    expect(isValid({ ...image, shadowBlur: 51 })).toBe(false);
    expect(isValid({ ...image, shadowBlur: -1 })).toBe(false);
    expect(isValid({ ...line, opacity: 1.01 })).toBe(false);
    expect(isValid({ ...clipart, rotation: 180 })).toBe(true);
    expect(isValid({ ...clipart, rotation: -181 })).toBe(false);
    expect(isValid({ ...placeholder, x: Number.NaN })).toBe(false);
    expect(isValid({ ...placeholder, y: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('requires widths of at least 10 px for images, clip-art, frames and separators', () => {
    for (const element of [image, clipart, placeholder, line]) {
      expect(isValid({ ...element, width: 10 })).toBe(true);
      expect(isValid({ ...element, width: 9 })).toBe(false);
    }
  });

  it('bounds separator thickness and frame border to 1..50', () => {
    expect(isValid({ ...line, height: 0 })).toBe(false);
    expect(isValid({ ...line, height: 51 })).toBe(false);
    expect(isValid({ ...placeholder, borderWidth: 0 })).toBe(false);
    expect(isValid({ ...placeholder, borderWidth: 50 })).toBe(true);
  });

  it('makes a frame always keep its ratio', () => {
    expect(isValid({ ...placeholder, keepRatio: false })).toBe(false);
  });

  it('has a schema for every type', () => {
    for (const type of elementTypes) expect(getElementSchema(type).shape.type.value).toBe(type);
  });
});
