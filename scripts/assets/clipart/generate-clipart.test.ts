import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uiIconNames } from '../../../src/shared/catalog/ui-icons.js';
import { generateClipart, type ClipartListEntry, type GenerateClipartResult } from './generate-clipart.js';

let outDir: string;
let firstRun: GenerateClipartResult;
let list: ClipartListEntry[];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'cornice-clipart-'));
  firstRun = await generateClipart(outDir);
  list = JSON.parse(await readFile(join(outDir, 'clipart_list.json'), 'utf8')) as ClipartListEntry[];
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('generateClipart', () => {
  test('lists at least 150 named items in the theme, general and sample categories', () => {
    expect(firstRun.skipped).toBe(false);
    expect(list.length).toBeGreaterThanOrEqual(150);
    const categories = new Set(list.map((entry) => entry.category));
    expect([...categories]).toEqual(expect.arrayContaining(['matrimonio', 'compleanno', 'laurea', 'bambini', 'prova']));
    for (const category of categories) expect(category).toMatch(/^[a-z]+$/);
    const sampleSize = list.filter((entry) => entry.category === 'prova').length;
    expect(sampleSize).toBeGreaterThanOrEqual(6);
    expect(sampleSize).toBeLessThanOrEqual(12);
    for (const entry of list) {
      expect(entry.name.trim(), entry.filename).not.toBe('');
      expect(typeof entry.keepRatio).toBe('boolean');
    }
    const keys = list.map((entry) => `${entry.category}/${entry.filename}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('every listed file exists and is an SVG with a viewBox that renders', async () => {
    for (const entry of list) {
      const path = join(outDir, 'clipart', entry.category, entry.filename);
      const svg = await readFile(path, 'utf8');
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+"/);
      expect(svg.trimEnd().endsWith('</svg>'), path).toBe(true);
      const metadata = await sharp(Buffer.from(svg)).metadata();
      expect(metadata.format, path).toBe('svg');
      expect(metadata.width, path).toBeGreaterThan(0);
    }
  });

  test('writes every interface icon the app links to', async () => {
    for (const name of uiIconNames) {
      const svg = await readFile(join(outDir, 'icons', `${name}.svg`), 'utf8');
      expect(svg, name).toMatch(/^<svg [^>]*viewBox="/);
    }
  });

  test('ships the licence text and the credit the app shows', async () => {
    const license = await readFile(join(outDir, 'clipart', 'LICENSE.txt'), 'utf8');
    expect(license).toContain('Copyright (c) Microsoft Corporation.');
    expect(license).toContain('Permission is hereby granted, free of charge');
    const credits = JSON.parse(await readFile(join(outDir, 'clipart', 'credits.json'), 'utf8')) as unknown;
    expect(credits).toEqual({ name: 'Fluent Emoji Flat', author: 'Microsoft Corporation', license: 'MIT', url: 'https://github.com/microsoft/fluentui-emoji' });
  });

  test('a second run is a no-op, and a missing output is regenerated', async () => {
    const listPath = join(outDir, 'clipart_list.json');
    const before = (await stat(listPath)).mtimeMs;
    expect((await generateClipart(outDir)).skipped).toBe(true);
    expect((await stat(listPath)).mtimeMs).toBe(before);

    await rm(listPath);
    expect((await generateClipart(outDir)).skipped).toBe(false);
    expect(existsSync(listPath)).toBe(true);

    const oneFile = join(outDir, 'clipart', 'prova', 'ring.svg');
    await rm(oneFile);
    expect((await generateClipart(outDir)).skipped).toBe(false);
    expect(existsSync(oneFile)).toBe(true);
  });
});
