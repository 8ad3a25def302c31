import { describe, expect, it } from 'vitest';
import { findEditorTarget } from './request-editor-target';

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
});
