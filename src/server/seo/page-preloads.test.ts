import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../paths.js';
import { manifestPath, pageModules, readPagePreloads } from './page-preloads.js';

let clientDir: string;
const template = '<head><script type="module" src="/assets/index-A1.js"></script></head>';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'cornice-preloads-'));
  await mkdir(path.join(clientDir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-A1.js', dynamicImports: ['main.tsx'] },
    'main.tsx': { file: 'assets/main-E5.js', imports: ['index.html', '_react.js'], css: ['assets/main-E5.css'] },
    _react: { file: 'assets/react-B2.js' },
    '_react.js': { file: 'assets/react-B2.js' },
    '_header.js': { file: 'assets/header-C3.js', css: ['assets/header-C3.css'], imports: ['_react.js'] },
    [pageModules.abbonamenti]: { file: 'assets/abbonamenti-D4.js', imports: ['index.html', '_header.js', '_react.js', 'main.tsx'], css: ['assets/abbonamenti-D4.css'] },
  };
  await writeFile(path.join(clientDir, manifestPath), JSON.stringify(manifest));
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('readPagePreloads', () => {
  it("preloads a page's chunk, the app, their imports and styles, not what index.html already loads", () => {
    const preloads = readPagePreloads(clientDir, template);
    const tags = preloads.abbonamenti?.preloads.split('\n').map((tag) => tag.trim());
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/abbonamenti-D4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/header-C3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/main-E5.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/abbonamenti-D4.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/header-C3.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/main-E5.css">',
    ]);
  });

  it('gives a server-rendered page its stylesheets only, the app\'s first', () => {
    const preloads = readPagePreloads(clientDir, template);
    expect(preloads.abbonamenti?.stylesheets.split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/main-E5.css">',
      '<link rel="stylesheet" crossorigin href="/assets/header-C3.css">',
      '<link rel="stylesheet" crossorigin href="/assets/abbonamenti-D4.css">',
    ]);
    expect(preloads.landing?.stylesheets).toBe('<link rel="stylesheet" crossorigin href="/assets/main-E5.css">');
    expect(preloads.app?.preloads).toContain('/assets/main-E5.js');
  });

  it('is empty without a build manifest', () => {
    expect(readPagePreloads(path.join(clientDir, 'nowhere'), template)).toEqual({});
  });

  it('names the modules routes.tsx loads', async () => {
    const routes = await readFile(path.join(rootDir, 'src/client/app/routes.tsx'), 'utf8');
    for (const source of Object.values(pageModules)) expect(routes, source).toContain(`import('../${source.replace(/\.tsx$/, '.js')}')`);
  });
});
