import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uiIconNames } from '../../../src/shared/catalog/ui-icons.js';
import type { IconSet } from './read-icon-set.js';
import { renderIconSvg } from './render-icon-svg.js';

/** The list's source file: part of the clip-art stamp, so a new icon regenerates. */
export const uiIconsSourcePath = fileURLToPath(new URL('../../../src/shared/catalog/ui-icons.ts', import.meta.url));

export function uiIconFiles(outDir: string): string[] {
  return uiIconNames.map((name) => join(outDir, 'icons', `${name}.svg`));
}

/** Writes {outDir}/icons/{name}.svg for every icon the interface uses. */
export async function writeUiIcons(set: IconSet, outDir: string, comment: string): Promise<void> {
  const dir = join(outDir, 'icons');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const name of uiIconNames) await writeFile(join(dir, `${name}.svg`), renderIconSvg(set, name, comment));
}
