import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Fingerprint of everything that decides the output: this generator's sources, the shared
 * catalogue it imports and the renderer versions (a new librsvg can move pixels).
 */
const generatorDir = fileURLToPath(new URL('.', import.meta.url));
const catalogDir = fileURLToPath(new URL('../../../src/shared/catalog/', import.meta.url));
const catalogFiles = ['formats.ts', 'themes.ts', 'template-entry.ts', 'starter-path.ts', 'display-path.ts'];

async function listSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [...(await listSources(generatorDir)), ...catalogFiles.map((f) => join(catalogDir, f))];
  for (const file of files) {
    // Relative names keep the hash the same wherever the repository is checked out.
    hash.update(relative(generatorDir, file).replace(/\\/g, '/'));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  hash.update(JSON.stringify(sharp.versions));
  return hash.digest('hex');
}
