import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Hash of everything a generator reads: its own source files (so editing the curated lists or
 * the code regenerates) plus the input files it names. Order-stable, so the same inputs always
 * give the same stamp.
 */
export async function hashInputs(generatorModuleUrl: string, inputPaths: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  const sourceDir = dirname(fileURLToPath(generatorModuleUrl));
  const sources = (await readdir(sourceDir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort();
  for (const path of [...sources.map((name) => join(sourceDir, name)), ...inputPaths]) {
    // Only the bytes, never the absolute path: the stamp must not depend on where the checkout lives.
    hash.update(await readFile(path));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export async function readStamp(stampPath: string): Promise<string | null> {
  try {
    return (await readFile(stampPath, 'utf8')).trim();
  } catch {
    return null;
  }
}

export async function writeStamp(stampPath: string, stamp: string): Promise<void> {
  await writeFile(stampPath, `${stamp}\n`);
}
