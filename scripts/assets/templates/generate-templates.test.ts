import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formats } from '../../../src/shared/catalog/formats.js';
import { displayNameFromPath, TemplateCatalog } from '../../../src/shared/catalog/template-entry.js';
import { activeThemeKeys, type ActiveThemeKey } from '../../../src/shared/catalog/themes.js';
import { designsByTheme } from './designs/index.js';
import { checkStarterTextSizes } from './starter-text-sizes.js';
import { checkUpToDate, generateTemplates, originalOnDisk } from './generate-templates.js';
import { checkStarter, checkText } from './check-starter.js';
import { measureLine } from './starter-fonts.js';
import { overlaps } from './layout.js';
import { textHeight } from './starter-layout.js';
import { createLayoutDocument } from '../../../src/shared/layout/create-layout-document.js';
import { migrate } from '../../../src/shared/layout/migrate.js';
import { getOpeningScale } from '../../../src/shared/layout/opening-scale.js';
import { placeOnNamePlate } from '../../../src/shared/layout/place-on-name-plate.js';
import { sourceHash } from './stamp.js';
import { starterBackdropPathOf, starterPathOf, starterPreviewPathOf, starterPreviewWebpPathOf } from '../../../src/shared/catalog/starter-path.js';
import { displayPathOf } from '../../../src/shared/catalog/display-path.js';
import { existsSync } from 'node:fs';

/** One cold generation into a temp dir, shared by every check (it takes tens of seconds). */
let workDir = '';
let outDir = '';
let originalsDir = '';
let count = 0;
const quiet = { log: (): void => undefined };
const onDisk = (publicPath: string): string => join(outDir, publicPath.replace(/^\/assets\//, ''));
const original = (publicPath: string): string => originalOnDisk(originalsDir, publicPath);

async function readCatalog(): Promise<TemplateCatalog> {
  return TemplateCatalog.parse(JSON.parse(await readFile(join(outDir, 'templates.json'), 'utf8')));
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'cornice-templates-'));
  outDir = join(workDir, 'public');
  originalsDir = join(workDir, 'originals');
  ({ count } = await generateTemplates(outDir, originalsDir, quiet));
}, 240_000);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('generateTemplates', () => {
  it('lists at least eight designs for every active theme and format, valid for the catalogue schema', async () => {
    const catalog = await readCatalog();
    expect(catalog.length).toBe(count);
    expect(catalog.length).toBeGreaterThanOrEqual(128);
    for (const theme of activeThemeKeys) {
      for (const format of formats) {
        const inCell = catalog.filter((e) => e.category === theme && e.format === format.catalogKey);
        expect(inCell.length, `${theme}/${format.catalogKey}`).toBeGreaterThanOrEqual(8);
        expect(new Set(inCell.map((e) => displayNameFromPath(e.original))).size).toBe(inCell.length);
        for (const e of inCell) {
          expect(e.original).toMatch(new RegExp(`^/assets/templates/${theme}/${format.catalogKey}/[a-z0-9-]+\\.png$`));
          expect(e.preview).toBe(e.original.replace(/\/([^/]+)\.png$/, '/previews/$1.jpg'));
        }
      }
    }
  });

  it('renders every original at its format size and 300 dpi, without alpha', async () => {
    for (const entry of await readCatalog()) {
      const format = formats.find((f) => f.catalogKey === entry.format);
      const meta = await sharp(original(entry.original)).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height], entry.original).toEqual([format?.widthPx, format?.heightPx]);
      expect(meta.density).toBe(300);
      expect(meta.hasAlpha).toBe(false);
      expect(meta.space).toBe('srgb');
    }
  });

  it('keeps the print originals out of the public folder and makes a public display copy of each, long side 1000 px, same shape', async () => {
    for (const entry of await readCatalog()) {
      expect(existsSync(onDisk(entry.original)), entry.original).toBe(false);
      const meta = await sharp(onDisk(displayPathOf(entry.original))).metadata();
      const format = formats.find((f) => f.catalogKey === entry.format);
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height), entry.original).toBe(1000);
      expect(meta.width / meta.height).toBeCloseTo((format?.widthPx ?? 0) / (format?.heightPx ?? 1), 2);
    }
  });

  it('makes a JPEG preview of every template with its long side at most 600 px', async () => {
    for (const entry of await readCatalog()) {
      const meta = await sharp(onDisk(entry.preview)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height), entry.preview).toBeLessThanOrEqual(600);
    }
  });

  it('writes a starter layout for every template: frames on its windows, readable names and date inside the margin', async () => {
    const failures: string[] = [];
    for (const entry of await readCatalog()) {
      const format = formats.find((f) => f.catalogKey === entry.format);
      if (format === undefined) throw new Error(entry.format);
      const json: unknown = JSON.parse(await readFile(onDisk(starterPathOf(entry.original)), 'utf8'));
      const { data, info } = await sharp(original(entry.original)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const problems = checkStarter(json, entry.original, format, { width: info.width, height: info.height, data });
      failures.push(...problems.map((p) => `${entry.original}: ${p}`));
    }
    expect(failures).toEqual([]);
  });

  it('prints no starter text under 30 px, and names under 48 px only where the design allows it', async () => {
    const failures: string[] = [];
    for (const entry of await readCatalog()) {
      const format = formats.find((f) => f.catalogKey === entry.format);
      const design = designsByTheme[entry.category as ActiveThemeKey].find((candidate) => entry.original.endsWith(`/${candidate.name}.png`));
      if (format === undefined || design === undefined) throw new Error(entry.original);
      const migrated = migrate(JSON.parse(await readFile(onDisk(starterPathOf(entry.original)), 'utf8')));
      if (!migrated.ok) throw new Error(`${entry.original}: ${migrated.error.message}`);
      failures.push(...checkStarterTextSizes(migrated.document, format.key, design.starter).map((p) => `${entry.original}: ${p}`));
    }
    expect(failures).toEqual([]);
  });

  it("puts the default text of 'Layout vuoto' on every template's name plate: off the photo windows, inside the margin, readable", async () => {
    const failures: string[] = [];
    for (const entry of await readCatalog()) {
      const format = formats.find((f) => f.catalogKey === entry.format);
      if (format === undefined) throw new Error(entry.format);
      const migrated = migrate(JSON.parse(await readFile(onDisk(starterPathOf(entry.original)), 'utf8')));
      if (!migrated.ok) throw new Error(`${entry.original}: ${migrated.error.message}`);
      const starter = migrated.document;
      // As the editor makes it: the template at its opening scale, the spec's default text.
      let next = 0;
      const plain = createLayoutDocument({ template: starter.template, scale: getOpeningScale(starter.template), createId: () => `text-${(next += 1)}` });
      const text = placeOnNamePlate(plain, starter, (line, t) => measureLine(line, t.fontFamily, t.fontWeight === 'bold', t.fontSize)).elements.find((element) => element.type === 'text');
      if (text?.type !== 'text') throw new Error(`${entry.original}: no text`);
      const { data, info } = await sharp(original(entry.original)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      failures.push(...checkText(text, format, { width: info.width, height: info.height, data }).map((p) => `${entry.original}: ${p}`));
      const box = { x: text.x, y: text.y, w: text.width ?? 0, h: textHeight(text) };
      for (const frame of starter.elements.filter((element) => element.type === 'placeholder')) {
        if (overlaps(box, { x: frame.x, y: frame.y, w: frame.width, h: frame.height })) failures.push(`${entry.original}: the default text lies on ${frame.id}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('shows every starter layout with sample photos in a preview the size of the plain one', async () => {
    for (const entry of await readCatalog()) {
      const plain = await sharp(onDisk(entry.preview)).metadata();
      const starter = await sharp(onDisk(starterPreviewPathOf(entry.original))).metadata();
      expect([starter.format, starter.width, starter.height], entry.original).toEqual(['jpeg', plain.width, plain.height]);
      // Sample photos fill the frames: the preview differs from the plain one.
      const a = await sharp(onDisk(entry.preview)).raw().toBuffer();
      const b = await sharp(onDisk(starterPreviewPathOf(entry.original))).raw().toBuffer();
      let changed = 0;
      for (let i = 0; i < a.length; i += 3) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 40) changed += 1;
      expect(changed / (a.length / 3), entry.original).toBeGreaterThan(0.1);
    }
  });

  it("writes the catalogue's designed previews as WebP at two sizes, and the same picture without its words", async () => {
    for (const entry of await readCatalog()) {
      const plain = await sharp(onDisk(entry.preview)).metadata();
      const large = await sharp(onDisk(starterPreviewWebpPathOf(entry.original, 600))).metadata();
      const small = await sharp(onDisk(starterPreviewWebpPathOf(entry.original, 300))).metadata();
      const backdrop = await sharp(onDisk(starterBackdropPathOf(entry.original))).metadata();
      expect([large.format, large.width, large.height], entry.original).toEqual(['webp', plain.width, plain.height]);
      expect([small.format, Math.max(small.width ?? 0, small.height ?? 0)], entry.original).toEqual(['webp', 300]);
      expect([backdrop.format, backdrop.width, backdrop.height], entry.original).toEqual(['webp', plain.width, plain.height]);
      // Small enough for a phone's grid: a few tens of kilobytes each.
      expect((await stat(onDisk(starterPreviewWebpPathOf(entry.original, 600)))).size, entry.original).toBeLessThan(90_000);
      // The words are the difference between the designed preview and its backdrop.
      const words = await sharp(onDisk(starterPreviewWebpPathOf(entry.original, 600))).removeAlpha().raw().toBuffer();
      const bare = await sharp(onDisk(starterBackdropPathOf(entry.original))).removeAlpha().raw().toBuffer();
      let changed = 0;
      for (let i = 0; i < words.length; i += 3) if (Math.abs((words[i] ?? 0) - (bare[i] ?? 0)) > 60) changed += 1;
      expect(changed, entry.original).toBeGreaterThan(50);
    }
  });

  it('does nothing on a second run: the stamp matches and no file is rewritten', async () => {
    const catalog = await readCatalog();
    const sample = [join(outDir, 'templates.json'), original(catalog[0]?.original ?? ''), onDisk(catalog.at(-1)?.preview ?? '')];
    const before = await Promise.all(sample.map(async (f) => (await stat(f)).mtimeMs));
    const second = await generateTemplates(outDir, originalsDir, quiet);
    expect(second).toEqual({ count, skipped: true });
    expect(await Promise.all(sample.map(async (f) => (await stat(f)).mtimeMs))).toEqual(before);
  });

  it('is no longer up to date once a catalogued file has gone missing', async () => {
    const hash = await sourceHash();
    expect(await checkUpToDate(outDir, originalsDir, hash)).toBe(count);
    expect(await checkUpToDate(outDir, originalsDir, 'another-hash')).toBeUndefined();
    // The originals are looked for where they are meant to be, not in the public folder.
    expect(await checkUpToDate(outDir, join(workDir, 'elsewhere'), hash)).toBeUndefined();
    const catalog = await readCatalog();
    await rm(onDisk(displayPathOf(catalog[5]?.original ?? '')));
    expect(await checkUpToDate(outDir, originalsDir, hash)).toBeUndefined();
  });
});
