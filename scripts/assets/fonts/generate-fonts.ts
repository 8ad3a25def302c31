import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontSelection } from './font-selection.js';
import { hashInputs, readStamp, writeStamp } from './input-stamp.js';
import { readFontPackage } from './read-font-package.js';
import { renderFontsCss } from './render-fonts-css.js';

export const defaultAssetsDir = fileURLToPath(new URL('../../../public/assets', import.meta.url));

export interface GenerateFontsResult {
  skipped: boolean;
  families: number;
  files: number;
}

type FontCatalogFile = Record<string, { name: string; family: string }[]>;

/**
 * Writes {outDir}/fonts.json (families grouped by category, the file the editor's font picker
 * reads), {outDir}/fonts/fonts.css and the woff2 files and licences under {outDir}/fonts/{id}/.
 * Nothing is fetched: every file comes from the installed @fontsource packages. A stamp of the
 * inputs makes a second run with the same packages and code a no-op.
 */
export async function generateFonts(outDir: string = defaultAssetsDir): Promise<GenerateFontsResult> {
  const categories = Object.entries(fontSelection);
  const packages = await Promise.all(categories.flatMap(([, families]) => families.map((family) => readFontPackage(family))));
  const fileCount = packages.reduce((sum, fontPackage) => sum + fontPackage.files.length, 0);
  const counts = { families: packages.length, files: fileCount };

  const fontsDir = join(outDir, 'fonts');
  const catalogPath = join(outDir, 'fonts.json');
  const cssPath = join(fontsDir, 'fonts.css');
  const stampPath = join(fontsDir, '.stamp');
  const stamp = await hashInputs(import.meta.url, packages.flatMap((fontPackage) => fontPackage.inputPaths));
  // Up to date only if every output is still there: a deleted file must not hide behind the stamp.
  const fontFiles = packages.flatMap(({ id, files }) => files.map((file) => join(fontsDir, id, file.fileName)));
  const outputs = [catalogPath, cssPath, ...fontFiles];
  if ((await readStamp(stampPath)) === stamp && outputs.every((path) => existsSync(path))) {
    return { skipped: true, ...counts };
  }

  // Start from an empty folder so a font dropped from the selection leaves no stale files behind.
  await rm(fontsDir, { recursive: true, force: true });
  for (const fontPackage of packages) {
    const familyDir = join(fontsDir, fontPackage.id);
    await mkdir(familyDir, { recursive: true });
    for (const file of fontPackage.files) await copyFile(file.sourcePath, join(familyDir, file.fileName));
    if (fontPackage.licensePath !== null) await copyFile(fontPackage.licensePath, join(familyDir, 'LICENSE'));
  }
  await writeFile(cssPath, renderFontsCss(packages));

  const catalog: FontCatalogFile = Object.fromEntries(
    categories.map(([category, families]) => [category, families.map((family) => ({ name: family, family }))]),
  );
  await writeFile(catalogPath, `${JSON.stringify(catalog, null, 2)}\n`);
  // Written last: an interrupted run leaves no stamp and is redone in full next time.
  await writeStamp(stampPath, stamp);
  return { skipped: false, ...counts };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const outDir = resolve(process.argv[2] ?? defaultAssetsDir);
  const started = performance.now();
  const result = await generateFonts(outDir);
  const elapsed = Math.round(performance.now() - started);
  const what = result.skipped ? 'up to date' : `${result.families} families, ${result.files} files written`;
  console.log(`fonts: ${what} in ${outDir} (${elapsed} ms)`);
}
