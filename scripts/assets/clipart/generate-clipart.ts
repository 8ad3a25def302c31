import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs, readStamp, writeStamp } from '../fonts/input-stamp.js';
import { clipartCredits, clipartLicenseText } from './clipart-credits.js';
import { clipartSelection } from './clipart-selection.js';
import { readIconSet } from './read-icon-set.js';
import { renderIconSvg } from './render-icon-svg.js';
import { uiIconFiles, uiIconsSourcePath, writeUiIcons } from './write-ui-icons.js';

export const defaultAssetsDir = fileURLToPath(new URL('../../../public/assets', import.meta.url));

/** One entry of clipart_list.json (spec part 1 §3, clip-art entry). */
export interface ClipartListEntry {
  name: string;
  filename: string;
  category: string;
  keepRatio: boolean;
}

export interface GenerateClipartResult {
  skipped: boolean;
  items: number;
  categories: number;
}

/**
 * Writes {outDir}/clipart_list.json and one SVG per curated icon at
 * {outDir}/clipart/{category}/{filename}, plus the set's LICENSE.txt and credits.json, all from
 * the installed Fluent Emoji Flat iconify package (no network). A stamp of the inputs makes a
 * second run a no-op.
 */
export async function generateClipart(outDir: string = defaultAssetsDir): Promise<GenerateClipartResult> {
  const categories = Object.entries(clipartSelection);
  const items = categories.reduce((sum, [, choices]) => sum + choices.length, 0);
  const counts = { items, categories: categories.length };

  const iconSet = await readIconSet();
  const clipartDir = join(outDir, 'clipart');
  const listPath = join(outDir, 'clipart_list.json');
  const stampPath = join(clipartDir, '.stamp');
  const stamp = await hashInputs(import.meta.url, [...iconSet.inputPaths, uiIconsSourcePath]);
  // Up to date only if every output is still there: a deleted file must not hide behind the stamp.
  const svgFiles = categories.flatMap(([category, choices]) => choices.map(({ icon }) => join(clipartDir, category, `${icon}.svg`)));
  if ((await readStamp(stampPath)) === stamp && [listPath, ...svgFiles, ...uiIconFiles(outDir)].every((path) => existsSync(path))) {
    return { skipped: true, ...counts };
  }

  const packageName = `@iconify-json/${iconSet.icons.prefix}`;
  const comment = `${iconSet.info.name} by ${iconSet.info.author.name}, ${iconSet.info.license.title} licence: see LICENSE.txt`;
  // Start from an empty folder so an icon dropped from the selection leaves no stale file behind.
  await rm(clipartDir, { recursive: true, force: true });
  const list: ClipartListEntry[] = [];
  for (const [category, choices] of categories) {
    await mkdir(join(clipartDir, category), { recursive: true });
    for (const choice of choices) {
      const filename = `${choice.icon}.svg`;
      if (list.some((entry) => entry.category === category && entry.filename === filename)) {
        throw new Error(`${choice.icon} is listed twice in ${category}`);
      }
      await writeFile(join(clipartDir, category, filename), renderIconSvg(iconSet.icons, choice.icon, comment));
      list.push({ name: choice.name, filename, category, keepRatio: choice.keepRatio ?? true });
    }
  }
  await writeFile(join(clipartDir, 'LICENSE.txt'), clipartLicenseText(iconSet.info, packageName, iconSet.version));
  await writeFile(join(clipartDir, 'credits.json'), `${JSON.stringify(clipartCredits(iconSet.info), null, 2)}\n`);
  await writeFile(listPath, `${JSON.stringify(list, null, 2)}\n`);
  await writeUiIcons(iconSet.icons, outDir, comment);
  // Written last: an interrupted run leaves no stamp and is redone in full next time.
  await writeStamp(stampPath, stamp);
  return { skipped: false, ...counts };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const outDir = resolve(process.argv[2] ?? defaultAssetsDir);
  const started = performance.now();
  const result = await generateClipart(outDir);
  const elapsed = Math.round(performance.now() - started);
  const what = result.skipped ? 'up to date' : `${result.items} items in ${result.categories} categories written`;
  console.log(`clipart: ${what} in ${outDir} (${elapsed} ms)`);
}
