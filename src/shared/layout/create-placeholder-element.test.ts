import { describe, expect, it } from 'vitest';
import { createPlaceholderElement } from './create-placeholder-element.js';
import { PlaceholderElement } from './placeholder-element.js';

describe('createPlaceholderElement', () => {
  it('is 150 × 100 at 70/70 with a white 5 px border, keeping its ratio', () => {
    const frame = createPlaceholderElement({ createId: () => 'f', scale: 1, template: { width: 1200, height: 1800 } });
    expect(frame).toMatchObject({ id: 'f', type: 'placeholder', x: 70, y: 70, width: 150, height: 100, borderEnabled: true, borderColor: '#ffffff', borderWidth: 5, keepRatio: true });
    expect(PlaceholderElement.safeParse(frame).success).toBe(true);
  });

  it('keeps the border within 1..50 at extreme scales', () => {
    expect(createPlaceholderElement({ createId: () => 'f', scale: 0.05, template: { width: 1200, height: 1800 } }).borderWidth).toBe(50);
  });
});
