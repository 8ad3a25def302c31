import { describe, expect, it } from 'vitest';
import { makeClipart, makeImage, makeLine, makePlaceholder, makeText } from '../model/test-fixtures.js';
import { getTransformerConfig, isTextSideAnchor } from './transformer-config.js';

describe('getTransformerConfig', () => {
  it('gives each element type its spec handles', () => {
    expect(getTransformerConfig([makeText()])).toMatchObject({ enabledAnchors: ['middle-left', 'middle-right', 'bottom-right'], keepRatio: true });
    expect(getTransformerConfig([makeLine()])).toMatchObject({ enabledAnchors: ['middle-right'], keepRatio: false });
    expect(getTransformerConfig([makeImage()])?.keepRatio).toBe(true);
    expect(getTransformerConfig([makePlaceholder()])?.keepRatio).toBe(true);
    expect(getTransformerConfig([makeClipart()])?.keepRatio).toBe(true);
    expect(getTransformerConfig([makeClipart({ keepRatio: false })])).toMatchObject({ keepRatio: false });
    expect(getTransformerConfig([makeClipart({ keepRatio: false })])?.enabledAnchors).toHaveLength(8);
  });

  it('grows a centred text about its centre, a left-aligned one from its corner', () => {
    expect(getTransformerConfig([makeText({ textAlign: 'center', width: 300 })])?.centeredScaling).toBe(true);
    expect(getTransformerConfig([makeText()])?.centeredScaling).toBe(false);
  });

  it("tells a text box's side handles from the corner that scales the font", () => {
    expect(isTextSideAnchor('middle-left')).toBe(true);
    expect(isTextSideAnchor('middle-right')).toBe(true);
    expect(isTextSideAnchor('bottom-right')).toBe(false);
    expect(isTextSideAnchor(null)).toBe(false);
  });

  it('gives locked clip-art and an empty selection no transformer', () => {
    expect(getTransformerConfig([])).toBeNull();
    expect(getTransformerConfig([makeClipart({ locked: true })])).toBeNull();
  });

  it('scales a multi-selection from the corners keeping the ratio', () => {
    expect(getTransformerConfig([makeText(), makeLine()])).toMatchObject({ keepRatio: true, enabledAnchors: ['top-left', 'top-right', 'bottom-left', 'bottom-right'] });
  });
});
