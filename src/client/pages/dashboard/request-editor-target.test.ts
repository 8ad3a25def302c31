import { describe, expect, it } from 'vitest';
import { customTemplateFileUrl, type CustomTemplate } from '../../../shared/api/custom-templates.js';
import { findEditorTarget } from './request-editor-target';

const originalKey = 'custom-templates/user-1/custom_abcdefghij12-original.png';

function buildCustomTemplate(overrides: Partial<CustomTemplate> = {}): CustomTemplate {
  return {
    id: 'custom_abcdefghij12',
    name: 'Personale 1',
    theme: 'laurea',
    format: 'photostrip-verticale',
    original: customTemplateFileUrl(originalKey),
    preview: customTemplateFileUrl('custom-templates/user-1/custom_abcdefghij12-preview.png'),
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('findEditorTarget', () => {
  it('maps a template path to its editor route', () => {
    expect(findEditorTarget('/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png')).toEqual({
      ok: true,
      path: '/editor/matrimonio/cartolina-verticale/eucalyptus-bloom.png',
    });
  });

  it('tells a missing path from an invalid one', () => {
    expect(findEditorTarget('')).toEqual({ ok: false, reason: 'missing' });
    expect(findEditorTarget('/assets/templates/matrimonio/x.png')).toEqual({ ok: false, reason: 'invalid' });
    expect(findEditorTarget('/assets/templates/matrimonio/poster/x.png')).toEqual({ ok: false, reason: 'invalid' });
    expect(findEditorTarget('https://evil.example/a/b/c.png')).toEqual({ ok: false, reason: 'invalid' });
  });

  it("opens an operator's own template under the theme and format of their upload", () => {
    const requested = `/api/custom-templates/file?key=${encodeURIComponent(originalKey)}`;
    expect(findEditorTarget(requested, [buildCustomTemplate({ id: 'custom_other00000', original: customTemplateFileUrl('custom-templates/user-1/custom_other00000-original.png') }), buildCustomTemplate()])).toEqual({
      ok: true,
      path: '/editor/laurea/photostrip-verticale/custom_abcdefghij12-original.png',
    });
  });

  it('says so when the custom template is no longer among the uploads, or has no usable theme or format', () => {
    const requested = customTemplateFileUrl(originalKey);
    expect(findEditorTarget(requested)).toEqual({ ok: false, reason: 'customUnavailable' });
    expect(findEditorTarget(requested, [buildCustomTemplate({ original: customTemplateFileUrl('custom-templates/user-2/custom_abcdefghij12-original.png') })])).toEqual({
      ok: false,
      reason: 'customUnavailable',
    });
    expect(findEditorTarget(requested, [buildCustomTemplate({ theme: 'natale' })])).toEqual({ ok: false, reason: 'invalid' });
    expect(findEditorTarget(requested, [buildCustomTemplate({ format: 'poster' })])).toEqual({ ok: false, reason: 'invalid' });
  });
});
