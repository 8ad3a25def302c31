import { describe, expect, it } from 'vitest';
import { createEllipseElement } from './create-ellipse-element.js';
import { EllipseElement } from './ellipse-element.js';

describe('createEllipseElement', () => {
  it('is 150 × 100 screen px at 60/60, filled, with a thin outline, and valid', () => {
    const ellipse = createEllipseElement({ createId: () => 'e', scale: 1, template: { width: 1200, height: 1800 } });
    expect(ellipse).toMatchObject({ id: 'e', type: 'ellipse', x: 60, y: 60, width: 150, height: 100, fillColor: '#f4d3da', strokeColor: '#333333', strokeWidth: 2, rotation: 0 });
    expect(EllipseElement.safeParse(ellipse).success).toBe(true);
  });

  it('keeps its look at any zoom, and is never wider than the template', () => {
    const small = createEllipseElement({ createId: () => 'e', scale: 0.5, template: { width: 1200, height: 1800 } });
    expect([small.width, small.height, small.strokeWidth]).toEqual([300, 200, 4]);
    const strip = createEllipseElement({ createId: () => 'e', scale: 0.1, template: { width: 600, height: 1800 } });
    expect([strip.width, strip.height]).toEqual([600, 400]);
    expect(strip.strokeWidth).toBe(20);
  });
});
