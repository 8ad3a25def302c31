import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../paths.js';
import { manifestPath, pageModules, readPagePreloads } from './page-preloads.js';

let clientDir: string;
const template = '<head><script type="module" src="/assets/index-A1.js"></script><link rel="modulepreload" href="/assets/react-B2.js"></head>';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'cornice-preloads-'));
  await mkdir(path.join(clientDir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-A1.js', imports: ['_react.js'] },
    _react: { file: 'assets/react-B2.js' },
    '_react.js': { file: 'assets/react-B2.js' },
    '_header.js': { file: 'assets/header-C3.js', css: ['assets/header-C3.css'], imports: ['_react.js'] },
    [pageModules.abbonamenti]: { file: 'assets/abbonamenti-D4.js', imports: ['index.html', '_header.js', '_react.js'], css: ['assets/abbonamenti-D4.css'] },
  };
  await writeFile(path.join(clientDir, manifestPath), JSON.stringify(manifest));
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('readPagePreloads', () => {
  it("preloads a page's chunk, its imports and their styles, not what index.html already loads", () => {
    const preloads = readPagePreloads(clientDir, template);
    const tags = preloads.abbonamenti?.split('\n').map((tag) => tag.trim());
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/abbonamenti-D4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/header-C3.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/abbonamenti-D4.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/header-C3.css">',
    ]);
    expect(preloads.landing).toBeUndefined();
  });

  it('is empty without a build manifest', () => {
    expect(readPagePreloads(path.join(clientDir, 'nowhere'), template)).toEqual({});
  });

  it('names the modules routes.tsx loads', async () => {
    const routes = await readFile(path.join(rootDir, 'src/client/app/routes.tsx'), 'utf8');
    for (const source of Object.values(pageModules)) expect(routes, source).toContain(`import('../${source.replace(/\.tsx$/, '')}')`);
  });
});
