/**
 * `npm run backup [-- --out DIR]`: asks the running server (PGlite and files on disk, the
 * embedded default) for a consistent backup while it keeps serving, and prints where it is.
 * Reads DATA_DIR (./data) for the admin token and PORT (8080) for the server's address.
 * With PostgreSQL or S3 use their own tools instead (see the README).
 */
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { adminTokenPath } from '../../src/server/backup/admin-token.js';

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const port = process.env.PORT || '8080';
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex === -1 ? undefined : process.argv[outIndex + 1];
  const token = (await readFile(adminTokenPath(dataDir), 'utf8')).trim();
  const response = await fetch(`http://127.0.0.1:${port}/admin/backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { dir?: string; files?: number; error?: { message: string } };
  if (!response.ok || body.dir === undefined) {
    console.error(`backup refused (${response.status}): ${body.error?.message ?? 'no answer'}`);
    process.exit(1);
  }
  let dir = body.dir;
  if (out !== undefined) {
    const target = path.resolve(out);
    await cp(dir, target, { recursive: true, errorOnExist: true, force: false });
    await rm(dir, { recursive: true, force: true });
    dir = target;
  }
  console.log(`backup written to ${dir} (${String(body.files)} files)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
