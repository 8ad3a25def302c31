import { describe, expect, it } from 'vitest';
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

describe('paths that only look relative until they are normalised', () => {
  it.each([
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e%2e//evil.example/x',
    '/%2E//evil.example/x',
    '/.%2e//evil.example/x',
    '/a/../..//evil.example/x',
    '/a/..//evil.example/x',
    '/././/evil.example',
    '/.\\/evil.example',
    '/..\\\\evil.example',
    '/\\/evil.example',
    '/a/..\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/./%2F/evil.example',
    '/../%2fevil.example',
    '///evil.example',
    '/%09/evil.example',
    '\\/evil.example',
    ' /evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    '/x'.padEnd(2001, 'x'),
  ])('%j goes to the dashboard', (payload) => {
    const result = safeReturnTo(payload);
    expect(result).toBe('/dashboard');
  });

  it.each([
    ['/a/../dashboard', '/dashboard'],
    ['/./catalogo/anna', '/catalogo/anna'],
    ['/catalogo/a%2Fb', '/catalogo/a%2Fb'],
    ['/editor?next=//x', '/editor?next=//x'],
    ['/catalogo#//x', '/catalogo#//x'],
  ])('%j stays on the site as %j', (payload, expected) => {
    expect(safeReturnTo(payload)).toBe(expected);
  });

  it('never returns anything a browser would resolve to another host', () => {
    const pieces = ['/', '.', '..', '%2e', '%2f', '%5c', '\\', 'evil.example', 'a'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 5000; n += 1) {
      let payload = '/';
      for (let i = 1 + (next() % 7); i > 0; i -= 1) payload += pieces[next() % pieces.length];
      const result = safeReturnTo(payload);
      expect(new URL(result, 'https://cornice.example').host, `${payload} → ${result}`).toBe('cornice.example');
    }
  });
});
