import { describe, expect, it } from 'vitest';
import { createLineElement } from './create-line-element.js';
import { LineElement } from './line-element.js';

describe('createLineElement', () => {
  it('is 150 × 3 at 50/70 in #333333', () => {
    const line = createLineElement({ createId: () => 'l', scale: 1, template: { width: 1200, height: 1800 } });
    expect(line).toMatchObject({ id: 'l', type: 'line', x: 50, y: 70, width: 150, height: 3, color: '#333333' });
    expect(LineElement.safeParse(line).success).toBe(true);
  });

  it('is never wider than the template', () => {
    const line = createLineElement({ createId: () => 'l', scale: 0.1, template: { width: 600, height: 1800 } });
    expect(line.width).toBe(600);
    expect(line.height).toBe(30);
  });
});
