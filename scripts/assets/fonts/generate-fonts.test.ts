import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateFonts, type GenerateFontsResult } from './generate-fonts.js';

const requiredFamilies = ['Roboto', 'Open Sans', 'Lato', 'Pacifico', 'Lobster', 'Playfair Display', 'Oswald'];

let outDir: string;
let firstRun: GenerateFontsResult;
const readText = (...parts: string[]) => readFile(join(outDir, ...parts), 'utf8');

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'cornice-fonts-'));
  firstRun = await generateFonts(outDir);
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('generateFonts', () => {
  test('writes fonts.json grouped by category, with the plan fonts and at least 15 more', async () => {
    expect(firstRun.skipped).toBe(false);
    const catalog = JSON.parse(await readText('fonts.json')) as Record<string, { name: string; family: string }[]>;
    expect(Object.keys(catalog)).toEqual(['Script', 'Serif', 'Sans Serif', 'Display']);
    const families = Object.values(catalog).flat().map((font) => font.family);
    expect(families).toEqual(expect.arrayContaining(requiredFamilies));
    expect(families.length - requiredFamilies.length).toBeGreaterThanOrEqual(15);
    expect(new Set(families).size).toBe(families.length);
  });

  test('self-hosts every family: latin woff2 at 400 and the licence', async () => {
    const catalog = JSON.parse(await readText('fonts.json')) as Record<string, { family: string }[]>;
    for (const { family } of Object.values(catalog).flat()) {
      const id = family.toLowerCase().replaceAll(' ', '-');
      expect(existsSync(join(outDir, 'fonts', id, `${id}-latin-400-normal.woff2`)), family).toBe(true);
      expect(existsSync(join(outDir, 'fonts', id, 'LICENSE')), family).toBe(true);
    }
  });

  test('fonts.css has one swap @font-face per file, with its unicode-range, pointing at existing files', async () => {
    const css = await readText('fonts', 'fonts.css');
    const rules = css.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(firstRun.files);
    for (const rule of rules) {
      expect(rule).toContain('font-display: swap;');
      expect(rule).toMatch(/unicode-range: U\+/);
      const url = /url\((\/assets\/fonts\/[^)]+\.woff2)\)/.exec(rule)?.[1];
      expect(url, rule).toBeDefined();
      expect(existsSync(join(outDir, (url ?? '').replace(/^\/assets\//, ''))), url).toBe(true);
    }
  });

  test('copies bold and italic only where the package has them', async () => {
    const css = await readText('fonts', 'fonts.css');
    const urls = (id: string) => [...css.matchAll(new RegExp(`/assets/fonts/${id}/([^)]+)\\)`, 'g'))].map((m) => m[1]).sort();
    expect(urls('pacifico')).toEqual(['pacifico-latin-400-normal.woff2', 'pacifico-latin-ext-400-normal.woff2']);
    expect(urls('roboto')).toHaveLength(8);
    expect(urls('roboto')).toContain('roboto-latin-ext-700-italic.woff2');
  });

  test('a second run is a no-op, and a missing output is regenerated', async () => {
    const before = (await stat(join(outDir, 'fonts.json'))).mtimeMs;
    expect((await generateFonts(outDir)).skipped).toBe(true);
    expect((await stat(join(outDir, 'fonts.json'))).mtimeMs).toBe(before);

    await rm(join(outDir, 'fonts.json'));
    expect((await generateFonts(outDir)).skipped).toBe(false);
    expect(existsSync(join(outDir, 'fonts.json'))).toBe(true);

    const oneFile = join(outDir, 'fonts', 'lobster', 'lobster-latin-400-normal.woff2');
    await rm(oneFile);
    expect((await generateFonts(outDir)).skipped).toBe(false);
    expect(existsSync(oneFile)).toBe(true);
  });
});
