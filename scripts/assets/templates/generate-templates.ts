import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formats } from '../../../src/shared/catalog/formats.js';
import { displayPathOf } from '../../../src/shared/catalog/display-path.js';
import { starterBackdropPathOf, starterPathOf, starterPreviewLongSides, starterPreviewPathOf, starterPreviewWebpPathOf } from '../../../src/shared/catalog/starter-path.js';
import { TemplateCatalog, templatesPrefix, type TemplateEntry } from '../../../src/shared/catalog/template-entry.js';
import { activeThemeKeys } from '../../../src/shared/catalog/themes.js';
import { defaultTemplateOriginalsDir } from '../../../src/server/paths.js';
import { designsByTheme } from './designs/index.js';
import { makeDesignContext, renderDesign } from './render.js';
import { sourceHash } from './stamp.js';
import { measureLine } from './starter-fonts.js';
import { buildStarterLayout } from './starter-layout.js';
import { checkStarterTextSizes } from './starter-text-sizes.js';
import { renderStarterPreview } from './starter-preview.js';
import { writeSamplePhotos } from './write-sample-photos.js';
import { starterTextsByTheme } from './starter-texts.js';

/**
 * Builds the built-in print templates: every design of every active theme in every format, as a
 * 300 dpi PNG plus a JPEG preview and a WebP display copy, and the catalogue file
 * /assets/templates.json that lists them. The 300 dpi originals go to their own folder, outside
 * the public files (the server serves them only to an entitled operator); everything else to the
 * public assets folder. Deterministic and skipped when the stamp says the output is already up to date.
 */

/** The machine has two cores; librsvg renders one image per thread. */
const workers = 2;

export interface GenerateOptions {
  log?: (line: string) => void;
  /** Regenerate even when the stamp matches. */
  force?: boolean;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Up to date when the stamp matches and every catalogued file is still on disk: the template count, else undefined. */
export async function checkUpToDate(outDir: string, originalsDir: string, hash: string): Promise<number | undefined> {
  const stampFile = join(outDir, 'templates', '.stamp');
  const catalogFile = join(outDir, 'templates.json');
  if (!(await exists(stampFile)) || !(await exists(catalogFile))) return undefined;
  if ((await readFile(stampFile, 'utf8')).trim() !== hash) return undefined;
  let parsed;
  try {
    parsed = TemplateCatalog.safeParse(JSON.parse(await readFile(catalogFile, 'utf8')));
  } catch {
    return undefined; // A truncated or hand-edited catalogue: regenerate rather than fail.
  }
  if (!parsed.success) return undefined;
  const toDisk = (p: string): string => join(outDir, p.replace(/^\/assets\//, ''));
  for (const entry of parsed.data) {
    if (!(await exists(originalOnDisk(originalsDir, entry.original))) || !(await exists(toDisk(entry.preview)))) return undefined;
    if (!(await exists(toDisk(displayPathOf(entry.original))))) return undefined;
    const starterFiles = [starterPathOf, starterPreviewPathOf, starterBackdropPathOf, ...starterPreviewLongSides.map((side) => (path: string) => starterPreviewWebpPathOf(path, side))];
    for (const fileOf of starterFiles) if (!(await exists(toDisk(fileOf(entry.original))))) return undefined;
  }
  return parsed.data.length;
}

async function runPool(tasks: ReadonlyArray<() => Promise<void>>, size: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/** Where an original (/assets/templates/{theme}/{format}/{name}.png) lies in the originals folder. */
export function originalOnDisk(originalsDir: string, originalPath: string): string {
  return join(originalsDir, originalPath.replace(/^\/assets\/templates\//, ''));
}

export async function generateTemplates(outDir: string, originalsDir: string, options: GenerateOptions = {}): Promise<{ count: number; skipped: boolean }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const hash = await sourceHash();
  const upToDate = options.force ? undefined : await checkUpToDate(outDir, originalsDir, hash);
  if (upToDate !== undefined) {
    log(`[templates] up to date (${upToDate} templates), nothing to do`);
    return { count: upToDate, skipped: true };
  }

  // The templates folder belongs to this generator: clearing it drops renamed or removed designs.
  const templatesDir = join(outDir, 'templates');
  await rm(templatesDir, { recursive: true, force: true });
  await rm(originalsDir, { recursive: true, force: true });
  await mkdir(templatesDir, { recursive: true });
  await mkdir(originalsDir, { recursive: true });
  const ctx = await makeDesignContext();
  await writeSamplePhotos(join(outDir, 'sample-photos'));
  const entries: TemplateEntry[] = [];
  const tooSmall: string[] = [];

  for (const theme of activeThemeKeys) {
    const themeStarted = Date.now();
    const designs = designsByTheme[theme];
    const names = new Set(designs.map((d) => d.name));
    if (names.size !== designs.length) throw new Error(`duplicate design names in ${theme}`);
    const tasks: Array<() => Promise<void>> = [];
    for (const format of formats) {
      for (const design of designs) {
        const folder = `${theme}/${format.catalogKey}`;
        const original = `${folder}/${design.name}.png`;
        const preview = `${folder}/previews/${design.name}.jpg`;
        entries.push({
          category: theme,
          format: format.catalogKey,
          original: templatesPrefix + original,
          preview: templatesPrefix + preview,
        });
        const starter = starterPathOf(original);
        tasks.push(async () => {
          const target = { png: join(originalsDir, original), preview: join(templatesDir, preview), display: join(templatesDir, displayPathOf(original)) };
          const { rendered, preview: previewJpeg } = await renderDesign(design, format, ctx, target);
          const document = buildStarterLayout(templatesPrefix + original, format, rendered, design.starter, starterTextsByTheme[theme], measureLine);
          tooSmall.push(...checkStarterTextSizes(document, format.key, design.starter).map((problem) => `${original}: ${problem}`));
          await mkdir(dirname(join(templatesDir, starter)), { recursive: true });
          await writeFile(join(templatesDir, starter), `${JSON.stringify(document)}\n`);
          const images = await renderStarterPreview(previewJpeg, document, designs.indexOf(design));
          const files: Array<[string, Buffer]> = [
            [starterPreviewPathOf(original), images.jpeg],
            [starterBackdropPathOf(original), images.backdrop],
            ...starterPreviewLongSides.map((side): [string, Buffer] => [starterPreviewWebpPathOf(original, side), images.webp[side]]),
          ];
          for (const [path, bytes] of files) {
            await mkdir(dirname(join(templatesDir, path)), { recursive: true });
            await writeFile(join(templatesDir, path), bytes);
          }
        });
      }
    }
    await runPool(tasks, workers);
    log(`[templates] ${theme}: ${tasks.length} templates in ${((Date.now() - themeStarted) / 1000).toFixed(1)} s`);
  }

  // Text too small to print fails the build (before the stamp, so the next run tries again).
  if (tooSmall.length > 0) throw new Error(`[templates] starter texts too small to print:\n${tooSmall.join('\n')}`);

  // Stable order: theme, then format (both in catalogue order), then file name.
  const themeRank = (e: TemplateEntry): number => (activeThemeKeys as readonly string[]).indexOf(e.category);
  const formatRank = (e: TemplateEntry): number => formats.findIndex((f) => f.catalogKey === e.format);
  entries.sort((a, b) => themeRank(a) - themeRank(b) || formatRank(a) - formatRank(b) || (a.original < b.original ? -1 : a.original > b.original ? 1 : 0));
  const catalog = TemplateCatalog.parse(entries);
  await writeFile(join(outDir, 'templates.json'), `${JSON.stringify(catalog, null, 2)}\n`);
  // Written last, so an interrupted run is redone next time.
  await writeFile(join(templatesDir, '.stamp'), `${hash}\n`);
  log(`[templates] ${catalog.length} templates written to ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { count: catalog.length, skipped: false };
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const [outArg, originalsArg] = args.filter((a) => !a.startsWith('--'));
  generateTemplates(resolve(outArg ?? 'public/assets'), resolve(originalsArg ?? defaultTemplateOriginalsDir), { force: args.includes('--force') }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
