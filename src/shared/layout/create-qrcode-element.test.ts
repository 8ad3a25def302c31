import { describe, expect, it } from 'vitest';
import { createQrCodeElement } from './create-qrcode-element.js';
import { createSequentialIds } from './id-generator.js';
import { LayoutElement } from './layout-element.js';

describe('createQrCodeElement', () => {
  it('makes a valid inch-wide black-on-white code with 4 modules of quiet zone', () => {
    const element = createQrCodeElement({ createId: createSequentialIds(), scale: 0.5, template: { width: 1200, height: 1800 } }, { url: 'https://galleria.it/anna' });
    expect(LayoutElement.safeParse(element).success).toBe(true);
    expect(element).toMatchObject({ type: 'qrcode', url: 'https://galleria.it/anna', size: 300, x: 100, y: 100, color: '#000000', backgroundEnabled: true, backgroundColor: '#ffffff', quietZone: 4, errorCorrection: 'M', rotation: 0, shadowEnabled: false });
  });

  it('stays within half the short side of a small template', () => {
    const element = createQrCodeElement({ createId: createSequentialIds(), scale: 1, template: { width: 400, height: 1200 } }, { url: 'https://galleria.it' });
    expect(element.size).toBe(200);
  });
});
