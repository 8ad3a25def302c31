import { describe, expect, it } from 'vitest';
import { createEllipseElement } from '../layout/create-ellipse-element.js';
import { createLayoutDocument } from '../layout/create-layout-document.js';
import { createTextElement } from '../layout/create-text-element.js';
import type { EllipseElement } from '../layout/ellipse-element.js';
import type { LayoutDocument } from '../layout/layout-document.js';
import type { LayoutElement } from '../layout/layout-element.js';
import { estimateRenderMs } from './render-cost.js';

const template = { path: '/assets/templates/x/cartolina_orizzontale/x.png', width: 1800, height: 1200, dpi: 300 };
let next = 0;
const context = { createId: () => `e-${(next += 1)}`, scale: 1, template };
const documentOf = (elements: LayoutElement[]): LayoutDocument => ({ ...createLayoutDocument({ template, scale: 1, createId: context.createId }), elements });
const fullPageEllipse = (effects: Partial<EllipseElement>): EllipseElement => ({ ...createEllipseElement(context), x: 0, y: 0, width: 1800, height: 1200, ...effects });

describe('the estimated cost of drawing a layout', () => {
  it('keeps a rich layout (40 texts and shapes with shadows and outlines) far under a second', () => {
    const texts = Array.from({ length: 30 }, (_, index) => ({ ...createTextElement(context, { content: `Anna e Luca ${index}\n12 giugno 2027` }), fontSize: 120, shadowEnabled: true, shadowBlur: 10, strokeWidth: 4 }));
    const shapes = Array.from({ length: 10 }, () => ({ ...createEllipseElement(context), shadowEnabled: true, shadowBlur: 20 }));
    expect(estimateRenderMs(documentOf([...texts, ...shapes]))).toBeLessThan(1000);
  });

  it('counts what made a stranger hold the render thread: full-page shadows with outlines, and a text of a million lines', () => {
    // Measured: 100 such ellipses drew in 3.9 s, 200 took 7.5 s in a stranger's test.
    const outlined = Array.from({ length: 200 }, () => fullPageEllipse({ shadowEnabled: true, shadowBlur: 50, strokeWidth: 20, opacity: 0.5, rotation: 7 }));
    expect(estimateRenderMs(documentOf(outlined))).toBeGreaterThan(7500);
    // Measured: 200,000 empty lines drew in 4 s.
    const lines = { ...createTextElement(context, { content: '\n'.repeat(1_000_000) }), fontSize: 200 };
    expect(estimateRenderMs(documentOf([lines]))).toBeGreaterThan(15_000);
  });

  it('counts a shadow alone less than a shadow with an outline, a plain shape least, and a hidden one not at all', () => {
    const cost = (effects: Partial<EllipseElement>) => estimateRenderMs(documentOf(Array.from({ length: 100 }, () => fullPageEllipse(effects))));
    const plain = cost({ shadowEnabled: false, strokeWidth: 0 });
    const shadow = cost({ shadowEnabled: true, shadowBlur: 50, strokeWidth: 0 });
    const both = cost({ shadowEnabled: true, shadowBlur: 50, strokeWidth: 20 });
    expect(plain).toBeLessThan(shadow);
    expect(shadow).toBeLessThan(both);
    expect(cost({ shadowEnabled: true, shadowBlur: 50, strokeWidth: 20, hidden: true })).toBeLessThan(2);
    // A picture (a clip-art here) with a shadow costs three times a shape with one.
    const clipart = { ...fullPageEllipse({}), type: 'clipart', clipartId: 'ring', src: '/assets/clipart/prova/ring.svg', keepRatio: true, locked: false } as const;
    const pictures = (effects: { shadowEnabled: boolean; shadowBlur: number }) => estimateRenderMs(documentOf(Array.from({ length: 100 }, () => ({ ...clipart, ...effects }))));
    expect(pictures({ shadowEnabled: true, shadowBlur: 50 })).toBeGreaterThan(3 * shadow);
    expect(pictures({ shadowEnabled: false, shadowBlur: 0 })).toBeGreaterThan(2 * plain);
    // Half transparent with an outline, Konva composes it in a buffer as it does a shadow with one.
    expect(cost({ shadowEnabled: false, strokeWidth: 20, opacity: 0.5 })).toBe(both);
  });

  it('scales the area with the drawing (a thumbnail costs less), not the lines of a text, and counts only what is on the page', () => {
    const shadows = documentOf(Array.from({ length: 100 }, () => fullPageEllipse({ shadowEnabled: true, shadowBlur: 50, strokeWidth: 20 })));
    expect(estimateRenderMs(shadows, 0.25)).toBeLessThan(estimateRenderMs(shadows) / 10);
    const lines = documentOf([{ ...createTextElement(context, { content: '\n'.repeat(100_000) }), fontSize: 8, x: 0, y: 0 }]);
    expect(estimateRenderMs(lines, 0.25)).toBeGreaterThan(1900);
    const offPage = documentOf(Array.from({ length: 100 }, () => fullPageEllipse({ shadowEnabled: true, shadowBlur: 50, strokeWidth: 20, x: 50_000 })));
    expect(estimateRenderMs(offPage)).toBeLessThan(2);
  });
});
