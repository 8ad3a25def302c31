import { describe, expect, it } from 'vitest';
import { shownPreviewOf } from './shown-preview.js';

describe('shownPreviewOf', () => {
  it('shows a built-in template with its starter layout, a custom one as uploaded', () => {
    const original = '/assets/templates/laurea/photostrip_verticale/diploma-scroll.png';
    const preview = '/assets/templates/laurea/photostrip_verticale/previews/diploma-scroll.jpg';
    expect(shownPreviewOf({ source: 'builtin', original, preview })).toBe('/assets/templates/laurea/photostrip_verticale/starter-previews/diploma-scroll.jpg');
    expect(shownPreviewOf({ source: 'custom', original: '/api/custom-templates/file?id=1', preview: '/api/custom-templates/file?id=1&preview' })).toBe('/api/custom-templates/file?id=1&preview');
  });
});
