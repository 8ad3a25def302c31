/**
 * `npm run restore -- BACKUP_DIR`: restores a backup made by `npm run backup` into DATA_DIR
 * (./data), which must not hold a database or files yet. Then `npm start` serves it.
 */
import { restoreBackup } from '../../src/server/backup/restore-backup.js';
import path from 'node:path';

async function main(): Promise<void> {
  const source = process.argv[2];
  if (source === undefined) {
    console.error('usage: npm run restore -- BACKUP_DIR   (into DATA_DIR, ./data by default)');
    process.exit(1);
  }
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const result = await restoreBackup(path.resolve(source), dataDir);
  console.log(`restored into ${dataDir}: ${String(result.files)} files (${String(result.dropped)} that no row names left out)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
