import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The bearer token of the admin routes: a file only the server's user can read, in DATA_DIR. */
export const adminTokenPath = (dataDir: string) => path.join(dataDir, 'admin-token');

export async function ensureAdminToken(dataDir: string): Promise<string> {
  const file = adminTokenPath(dataDir);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not made yet.
  }
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

export function isAdminToken(expected: string, header: string | undefined): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') === true ? header.slice('Bearer '.length) : '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
