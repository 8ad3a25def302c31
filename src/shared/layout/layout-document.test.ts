import { describe, expect, it } from 'vitest';
import { createLayoutDocument } from './create-layout-document.js';
import { createSequentialIds } from './id-generator.js';
import { LayoutDocument } from './layout-document.js';

const template = { path: '/assets/templates/matrimonio/cartolina_verticale/a.png', width: 1200, height: 1800, dpi: 300 };
const document = createLayoutDocument({ template, scale: 1, createId: createSequentialIds() });

describe('LayoutDocument', () => {
  it('accepts a new document', () => {
    expect(LayoutDocument.safeParse(document).success).toBe(true);
  });

  it('rejects two elements with one id', () => {
    const [text] = document.elements;
    const result = LayoutDocument.safeParse({ ...document, elements: [text, text] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('duplicate element id');
  });

  it('rejects a template without a usable size', () => {
    expect(LayoutDocument.safeParse({ ...document, template: { ...template, width: 0 } }).success).toBe(false);
    expect(LayoutDocument.safeParse({ ...document, template: { ...template, height: 10.5 } }).success).toBe(false);
    expect(LayoutDocument.safeParse({ ...document, template: { ...template, path: '' } }).success).toBe(false);
  });
});
