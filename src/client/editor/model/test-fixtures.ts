import type { ClipartElement } from '../../../shared/layout/clipart-element.js';
import type { ElementBase } from '../../../shared/layout/element-base.js';
import type { EllipseElement } from '../../../shared/layout/ellipse-element.js';
import type { ImageElement } from '../../../shared/layout/image-element.js';
import { currentSchemaVersion, type LayoutDocument, type LayoutTemplate } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { LineElement } from '../../../shared/layout/line-element.js';
import type { PlaceholderElement } from '../../../shared/layout/placeholder-element.js';
import type { QrCodeElement } from '../../../shared/layout/qrcode-element.js';
import type { TextElement } from '../../../shared/layout/text-element.js';

/**
 * Small, literal elements for the model's tests. Documents come back deeply frozen, so any
 * command that mutates its input throws in the test instead of corrupting history in the app.
 */
export const portraitTemplate: LayoutTemplate = { path: '/assets/templates/matrimonio/cartolina_verticale/a.png', width: 1200, height: 1800, dpi: 300 };

const base: Omit<ElementBase, 'id'> = {
  x: 100,
  y: 100,
  rotation: 0,
  opacity: 1,
  shadowEnabled: false,
  shadowColor: '#000000',
  shadowBlur: 5,
  shadowOffsetX: 5,
  shadowOffsetY: 5,
};

export function makeText(overrides: Partial<TextElement> = {}): TextElement {
  return {
    ...base,
    id: 'text',
    type: 'text',
    content: 'Anna & Marco',
    color: '#333333',
    fontSize: 40,
    fontFamily: 'Roboto',
    fontWeight: 'normal',
    fontStyle: 'normal',
    textAlign: 'left',
    lineHeight: 1.3,
    ...overrides,
  };
}

export function makeImage(overrides: Partial<ImageElement> = {}): ImageElement {
  return { ...base, id: 'image', type: 'image', src: 'data:image/png;base64,AA==', width: 400, height: 300, originalWidth: 800, originalHeight: 600, ...overrides };
}

export function makeClipart(overrides: Partial<ClipartElement> = {}): ClipartElement {
  return { ...base, id: 'clipart', type: 'clipart', clipartId: 'heart', src: '/assets/clipart/amore/heart.svg', width: 200, height: 100, keepRatio: true, locked: false, ...overrides };
}

export function makePlaceholder(overrides: Partial<PlaceholderElement> = {}): PlaceholderElement {
  return { ...base, id: 'frame', type: 'placeholder', width: 300, height: 200, borderEnabled: true, borderColor: '#ffffff', borderWidth: 5, keepRatio: true, ...overrides };
}

export function makeLine(overrides: Partial<LineElement> = {}): LineElement {
  return { ...base, id: 'line', type: 'line', width: 300, height: 3, color: '#333333', ...overrides };
}

export function makeQrCode(overrides: Partial<QrCodeElement> = {}): QrCodeElement {
  return {
    ...base,
    id: 'qr',
    type: 'qrcode',
    url: 'https://galleria.it/anna',
    size: 300,
    color: '#000000',
    backgroundEnabled: true,
    backgroundColor: '#ffffff',
    quietZone: 4,
    errorCorrection: 'M',
    ...overrides,
  };
}

export function makeEllipse(overrides: Partial<EllipseElement> = {}): EllipseElement {
  return { ...base, id: 'ellipse', type: 'ellipse', width: 300, height: 200, fillColor: '#f4d3da', strokeColor: '#333333', strokeWidth: 4, ...overrides };
}

export function makeDocument(elements: readonly LayoutElement[], template: LayoutTemplate = portraitTemplate): LayoutDocument {
  return deepFreeze({ schemaVersion: currentSchemaVersion, template, elements: [...elements] });
}

/** One element of every kind plus a locked clip-art, bottom to top. */
export function makeSampleDocument(): LayoutDocument {
  return makeDocument([makeText(), makeImage(), makeClipart(), makeClipart({ id: 'locked', locked: true }), makePlaceholder(), makeLine()]);
}

export function findElement(document: LayoutDocument, id: string): LayoutElement {
  const found = document.elements.find((element) => element.id === id);
  if (found === undefined) throw new Error(`no element ${id}`);
  return found;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
