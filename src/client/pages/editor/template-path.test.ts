import { describe, expect, it } from 'vitest';
import { resolveTemplateSource } from './template-path.js';

describe('resolveTemplateSource', () => {
  it('builds the catalogue path with the underscored format', () => {
    const source = resolveTemplateSource({ theme: 'matrimonio', format: 'cartolina-verticale', fileName: 'eucalyptus-bloom.png' });
    expect(source).toMatchObject({ ok: true, path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png' });
    expect(source.ok && source.format.widthMm).toBeCloseTo(101.6);
  });

  it('prefers the original from navigation state when it is a template path', () => {
    const params = { theme: 'laurea', format: 'photostrip-verticale', fileName: 'a.png' };
    expect(resolveTemplateSource(params, '/assets/templates/laurea/photostrip_verticale/b.png')).toMatchObject({ path: '/assets/templates/laurea/photostrip_verticale/b.png' });
    expect(resolveTemplateSource(params, '/assets/templates/../secret.png')).toMatchObject({ path: '/assets/templates/laurea/photostrip_verticale/a.png' });
    expect(resolveTemplateSource(params, '/assets/templates/x.png')).toMatchObject({ path: '/assets/templates/laurea/photostrip_verticale/a.png' });
  });

  it('rejects unknown themes, formats and non-image files', () => {
    expect(resolveTemplateSource({ theme: 'nope', format: 'cartolina-verticale', fileName: 'a.png' }).ok).toBe(false);
    expect(resolveTemplateSource({ theme: 'matrimonio', format: 'poster', fileName: 'a.png' }).ok).toBe(false);
    expect(resolveTemplateSource({ theme: 'matrimonio', format: 'cartolina-verticale', fileName: 'a.txt' }).ok).toBe(false);
    expect(resolveTemplateSource({}).ok).toBe(false);
  });

  it("opens only the owner's own custom template", () => {
    const params = { theme: 'matrimonio', format: 'cartolina-verticale', fileName: 'custom_abcdefghij12-original.png' };
    const own = '/api/custom-templates/file?key=custom-templates%2Fuser-a%2Fcustom_abcdefghij12-original.png';
    expect(resolveTemplateSource(params, own, 'user-a')).toMatchObject({ ok: true, path: own });
    // Reloaded without navigation state: the same file, from the owner's folder.
    expect(resolveTemplateSource(params, undefined, 'user-a')).toMatchObject({ ok: true, path: own });
    expect(resolveTemplateSource(params, own, 'user-b').ok).toBe(false);
    expect(resolveTemplateSource(params, own).ok).toBe(false);
    expect(resolveTemplateSource(params, 'https://evil.example/x.png', 'user-a')).toMatchObject({ ok: false });
    expect(resolveTemplateSource({ ...params, fileName: 'a.png' }, own, 'user-a')).toMatchObject({ path: '/assets/templates/matrimonio/cartolina_verticale/a.png' });
  });
});
