import { describe, expect, test } from 'vitest';
import { listSitemapPaths, matchPublicPage } from './public-pages.js';

describe('matchPublicPage', () => {
  test('matches the public routes of routes.tsx', () => {
    expect(matchPublicPage('/')).toEqual({ key: 'landing', path: '/', isIndexable: true });
    expect(matchPublicPage('/abbonamenti/')).toEqual({ key: 'abbonamenti', path: '/abbonamenti', isIndexable: true });
    expect(matchPublicPage('/choose-format/matrimonio')).toMatchObject({ key: 'chooseFormat', isIndexable: true });
    expect(matchPublicPage('/choose-template/bambini/photostrip-orizzontale')).toMatchObject({ key: 'chooseTemplate', isIndexable: true });
    expect(matchPublicPage('/catalogo/op%201')).toEqual({ key: 'catalogo', path: '/catalogo/op%201', isIndexable: true, operatorId: 'op 1' });
  });

  test('keeps drafts, coming-soon themes and unknown formats out of the index', () => {
    expect(matchPublicPage('/view/op/draft')).toMatchObject({ key: 'view', isIndexable: false });
    expect(matchPublicPage('/choose-format/natale')).toMatchObject({ key: 'chooseFormat', isIndexable: false });
    expect(matchPublicPage('/choose-template/matrimonio/poster')).toMatchObject({ key: 'chooseTemplate', isIndexable: false });
  });

  test('knows nothing of the operator pages and malformed paths', () => {
    for (const path of ['/dashboard', '/editor/matrimonio/cartolina-verticale/x.png', '/catalogo', '/catalogo/a/b', '/catalogo/%E0%A4%A', '/view/op', '/nope']) {
      expect(matchPublicPage(path), path).toBeUndefined();
    }
  });

  test('the sitemap lists only indexable pages', () => {
    const paths = listSitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(matchPublicPage(path)?.isIndexable, path).toBe(true);
  });
});
