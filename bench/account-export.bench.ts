/**
 * Benchmark: 'Esporta i miei dati' for an account with 1,000 layouts and 200 MB of files (a
 * thumbnail per layout and large layout images; random bytes, so nothing compresses). Prints
 *   time ratio   = export time ÷ the time to read those rows and files alone (target ≤ 1.5)
 *   copy ratio   = export time ÷ the time to read them and write the files' bytes into one file
 *                  through the same store, no zip (what the zip itself costs over any copy)
 *   memory ratio = peak RSS growth during the export ÷ the largest single file (target ≤ 3)
 * The export streams the zip into the disk blob store, as the server does.
 * Run: npx tsx --expose-gc bench/account-export.bench.ts [layouts] [megabytes]   (defaults 1000 200)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { layoutImages, layouts, storedFiles, users } from '../src/server/db/schema.js';
import { accountExportEntries } from '../src/server/domain/account-export/account-export-entries.js';
import { zipStream } from '../src/server/domain/account-export/zip-stream.js';
import { FilesystemBlobStore } from '../src/server/storage/filesystem-blob-store.js';
import { measurePeakRssGrowth, megabytes } from '../src/server/test-support/measure-memory.js';
import { sampleLayoutDocument } from '../src/server/test-support/layout-kit.js';
import { openTestDatabase } from '../src/server/test-support/test-database.js';

const layoutCount = Number(process.argv[2] ?? 1000);
const totalMegabytes = Number(process.argv[3] ?? 200);
const thumbnailBytes = 60 * 1024;
const imageBytes = 8 * 1024 * 1024;

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const db = database.db;
  const dir = await mkdtemp(path.join(tmpdir(), 'cornice-export-bench-'));
  const store = new FilesystemBlobStore(dir);
  try {
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, oidcIssuer: 'embedded', oidcSubject: randomUUID(), email: 'bench@example.test', businessName: 'Bench' });
    const document = sampleLayoutDocument({ texts: 10 });
    let fileBytes = 0;
    for (let start = 0; start < layoutCount; start += 100) {
      const rows = [];
      for (let index = start; index < Math.min(layoutCount, start + 100); index += 1) {
        const id = `lay_bench_${String(index).padStart(5, '0')}`;
        const thumbnailKey = `layout-thumbnails/${userId}/${id}.jpg`;
        await store.put(thumbnailKey, randomBytes(thumbnailBytes), 'image/jpeg');
        fileBytes += thumbnailBytes;
        rows.push({ id, userId, name: `Layout ${index}`, searchName: `layout ${index}`, templatePath: document.template.path, document, schemaVersion: document.schemaVersion, thumbnailKey });
      }
      await db.insert(layouts).values(rows);
    }
    let largest = thumbnailBytes;
    for (let index = 0; fileBytes < totalMegabytes * 1024 * 1024; index += 1) {
      const size = Math.min(imageBytes, totalMegabytes * 1024 * 1024 - fileBytes);
      const key = `layout-images/${userId}/bench-${index}.png`;
      await store.put(key, randomBytes(size), 'image/png');
      await db.insert(layoutImages).values({ key, userId, contentType: 'image/png', width: 1000, height: 1000 });
      await db.insert(storedFiles).values({ key, userId, byteSize: size });
      fileBytes += size;
      largest = Math.max(largest, size);
    }
    console.log(`account: ${layoutCount} layouts, ${megabytes(fileBytes)} MB of files, largest ${megabytes(largest)} MB`);

    // Baseline: the same rows and files read, nothing else, the way the export reads them (each
    // file through the store's chunk reader), so the ratio is the zip's cost, not a reading path's.
    let started = process.hrtime.bigint();
    let readBytes = 0;
    const readFile = async (key: string) => {
      for await (const chunk of (await store.readChunks(key)) ?? []) readBytes += chunk.length;
    };
    const allLayouts = await db.select().from(layouts).where(eq(layouts.userId, userId));
    for (const row of allLayouts) {
      JSON.stringify(row.document);
      if (row.thumbnailKey !== null) await readFile(row.thumbnailKey);
    }
    for (const image of await db.select().from(layoutImages).where(eq(layoutImages.userId, userId))) await readFile(image.key);
    const readSeconds = seconds(started);

    global.gc?.();
    started = process.hrtime.bigint();
    async function* allFiles(): AsyncGenerator<Uint8Array> {
      for (const row of await db.select().from(layouts).where(eq(layouts.userId, userId))) {
        JSON.stringify(row.document);
        if (row.thumbnailKey !== null) yield* (await store.readChunks(row.thumbnailKey)) ?? [];
      }
      for (const image of await db.select().from(layoutImages).where(eq(layoutImages.userId, userId))) yield* (await store.readChunks(image.key)) ?? [];
    }
    const copiedBytes = await store.putStream(`account-exports/${userId}/copy.bin`, allFiles(), 'application/octet-stream');
    const copySeconds = seconds(started);
    await store.delete(`account-exports/${userId}/copy.bin`);

    global.gc?.();
    started = process.hrtime.bigint();
    const { result: zipBytes, peakGrowthBytes } = await measurePeakRssGrowth(() =>
      store.putStream(`account-exports/${userId}/bench.zip`, zipStream(accountExportEntries(db, store, userId)), 'application/zip'),
    );
    const exportSeconds = seconds(started);
    console.log(`read alone: ${readSeconds.toFixed(2)} s (${megabytes(readBytes)} MB); export: ${exportSeconds.toFixed(2)} s (zip ${megabytes(zipBytes)} MB)`);
    console.log(`copy alone: ${copySeconds.toFixed(2)} s (${megabytes(copiedBytes)} MB)`);
    console.log(`time ratio (export ÷ read alone): ${(exportSeconds / readSeconds).toFixed(2)}  target ≤ 1.5`);
    console.log(`copy ratio (export ÷ copy alone): ${(exportSeconds / copySeconds).toFixed(2)}`);
    console.log(`memory ratio (peak RSS growth ${megabytes(peakGrowthBytes)} MB ÷ largest file): ${(peakGrowthBytes / largest).toFixed(2)}  target ≤ 3`);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
