import { describe, expect, it } from 'vitest';
import { customTemplateFileUrl } from '../../../shared/api/custom-templates.js';
import { findEditorTarget } from './request-editor-target.js';

const originalKey = 'custom-templates/user-1/custom_abcdefghij12-original.png';


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
    expect(findEditorTarget(requested, { theme: 'laurea', format: 'photostrip-verticale' })).toEqual({
      ok: true,
      path: '/editor/laurea/photostrip-verticale/custom_abcdefghij12-original.png',
    });
  });

  it('says so when the custom template was deleted since, or has no usable theme or format', () => {
    const requested = customTemplateFileUrl(originalKey);
    expect(findEditorTarget(requested)).toEqual({ ok: false, reason: 'customUnavailable' });
    expect(findEditorTarget(requested, null)).toEqual({ ok: false, reason: 'customUnavailable' });
    expect(findEditorTarget(requested, { theme: 'natale', format: 'photostrip-verticale' })).toEqual({ ok: false, reason: 'invalid' });
    expect(findEditorTarget(requested, { theme: 'laurea', format: 'poster' })).toEqual({ ok: false, reason: 'invalid' });
  });
});
