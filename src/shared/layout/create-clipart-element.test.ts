import { describe, expect, it } from 'vitest';
import { ClipartElement } from './clipart-element.js';
import { createClipartElement } from './create-clipart-element.js';

const template = { width: 1200, height: 1800 };

describe('createClipartElement', () => {
  it('is 80 px wide at 60/60, unlocked, with the catalogue keepRatio', () => {
    const clipart = createClipartElement({ createId: () => 'c', scale: 1, template }, { clipartId: 'heart', src: '/h.svg', keepRatio: false });
    expect(clipart).toMatchObject({ id: 'c', x: 60, y: 60, width: 80, height: 80, keepRatio: false, locked: false });
    expect(ClipartElement.safeParse(clipart).success).toBe(true);
  });

  it('takes its height from the picture ratio, at the display scale', () => {
    const clipart = createClipartElement({ createId: () => 'c', scale: 0.5, template }, { clipartId: 'h', src: '/h.svg', keepRatio: true, aspectRatio: 0.5 });
    expect(clipart).toMatchObject({ x: 120, y: 120, width: 160, height: 80 });
    expect(createClipartElement({ createId: () => 'c', scale: 1, template }, { clipartId: 'h', src: '/h.svg', keepRatio: true, aspectRatio: -1 }).height).toBe(80);
  });
});
