import { expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to.js';

it('keeps same-site paths and refuses anything that leaves the site', () => {
  expect(safeReturnTo('/editor/matrimonio/cartolina-verticale/a.png?x=1')).toBe('/editor/matrimonio/cartolina-verticale/a.png?x=1');
  for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'dashboard', '', '/a\nb', undefined, 42]) {
    expect(safeReturnTo(bad)).toBe('/dashboard');
  }
});

it('percent-encodes what a Location header cannot carry', () => {
  expect(safeReturnTo('/€')).toBe('/%E2%82%AC');
  expect(safeReturnTo('/catalogo/a b?q=è')).toBe('/catalogo/a%20b?q=%C3%A8');
});
