import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { fontPackageId, selectedStyles, selectedSubsets, selectedWeights } from './font-selection.js';
import { parseFontFaceCss } from './parse-font-face-css.js';

/** One woff2 file to copy, with what its @font-face rule needs. */
export interface FontFile {
  family: string;
  style: string;
  weight: number;
  subset: string;
  sourcePath: string;
  fileName: string;
  unicodeRange: string | null;
}

export interface FontPackage {
  id: string;
  family: string;
  files: FontFile[];
  licensePath: string | null;
  /** Every file read, for the up-to-date stamp. */
  inputPaths: string[];
}

const FontsourceMetadata = z.object({
  id: z.string(),
  family: z.string(),
  weights: z.array(z.number()),
  styles: z.array(z.string()),
});

const requireFromHere = createRequire(import.meta.url);

/**
 * Discovers the files of one @fontsource package from its own metadata and stylesheets: which of
 * the selected weights and styles it ships, and the latin and latin-ext woff2 of each.
 */
export async function readFontPackage(family: string): Promise<FontPackage> {
  const id = fontPackageId(family);
  const packageDir = dirname(requireFromHere.resolve(`@fontsource/${id}/package.json`));
  const metadataPath = join(packageDir, 'metadata.json');
  const metadata = FontsourceMetadata.parse(JSON.parse(await readFile(metadataPath, 'utf8')));
  if (metadata.family !== family) throw new Error(`@fontsource/${id} is ${metadata.family}, expected ${family}`);

  const inputPaths = [metadataPath];
  const files: FontFile[] = [];
  for (const weight of selectedWeights.filter((w) => metadata.weights.includes(w))) {
    for (const style of selectedStyles.filter((s) => metadata.styles.includes(s))) {
      const cssPath = join(packageDir, style === 'normal' ? `${weight}.css` : `${weight}-${style}.css`);
      inputPaths.push(cssPath);
      for (const face of parseFontFaceCss(await readFile(cssPath, 'utf8'))) {
        const sourcePath = resolve(dirname(cssPath), face.woff2Url);
        const fileName = basename(sourcePath);
        const subset = subsetOf(fileName, id, weight, style);
        if (!(selectedSubsets as readonly string[]).includes(subset)) continue;
        if (face.family !== family || face.weight !== weight || face.style !== style) {
          throw new Error(`${cssPath} declares ${face.family} ${face.weight} ${face.style}`);
        }
        files.push({ family, style, weight, subset, sourcePath, fileName, unicodeRange: face.unicodeRange });
        inputPaths.push(sourcePath);
      }
    }
  }
  if (!files.some((file) => file.subset === 'latin' && file.weight === 400 && file.style === 'normal')) {
    throw new Error(`@fontsource/${id} has no latin 400 normal face`);
  }

  const licenseCandidate = join(packageDir, 'LICENSE');
  const licensePath = existsSync(licenseCandidate) ? licenseCandidate : null;
  if (licensePath !== null) inputPaths.push(licensePath);
  return { id, family, files, licensePath, inputPaths };
}

/** Fontsource names files {id}-{subset}-{weight}-{style}.woff2; the subset is not in the rule. */
function subsetOf(fileName: string, id: string, weight: number, style: string): string {
  const prefix = `${id}-`;
  const suffix = `-${weight}-${style}.woff2`;
  if (!fileName.startsWith(prefix) || !fileName.endsWith(suffix)) {
    throw new Error(`Unexpected font file name ${fileName}`);
  }
  return fileName.slice(prefix.length, -suffix.length);
}
