import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeStreamToFile } from './write-stream-to-file.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cornice-write-stream-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function* chunksOf(bytes: Buffer, sizes: readonly number[]): AsyncGenerator<Uint8Array> {
  let offset = 0;
  for (let index = 0; offset < bytes.length; index += 1) {
    const size = sizes[index % sizes.length] ?? 1;
    // A fresh copy each time, reused by nobody: the writer must not keep a reference to it.
    yield Uint8Array.from(bytes.subarray(offset, offset + size));
    offset += size;
  }
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('writeStreamToFile', () => {
  it('writes every byte in order, whatever the chunk sizes, across many of its buffers', async () => {
    // Just over 5 MiB: chunks smaller than, equal to and larger than a buffer, and odd sizes that
    // make every buffer boundary fall inside a chunk.
    const bytes = randomBytes(5 * 1024 * 1024 + 12_345);
    const file = path.join(dir, 'out.bin');
    const handle = await open(file, 'wx');
    const written = await writeStreamToFile(handle, chunksOf(bytes, [1, 65_536, 3 * 1024 * 1024, 777, 1024 * 1024, 100_003]));
    await handle.close();
    expect(written).toBe(bytes.length);
    expect(sha(await readFile(file))).toBe(sha(bytes));
  });

  it('writes an empty stream as an empty file', async () => {
    const file = path.join(dir, 'empty.bin');
    const handle = await open(file, 'wx');
    expect(await writeStreamToFile(handle, chunksOf(Buffer.alloc(0), [10]))).toBe(0);
    await handle.close();
    expect((await readFile(file)).length).toBe(0);
  });

  it('passes on a failure of its source once its own writes have landed', async () => {
    const file = path.join(dir, 'failed.bin');
    const handle = await open(file, 'wx');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield randomBytes(3 * 1024 * 1024 + 100);
      throw new Error('the source broke');
    }
    await expect(writeStreamToFile(handle, failing())).rejects.toThrow('the source broke');
    // Closing right away is safe: nothing is still being written to the handle.
    await handle.close();
    // Its full buffers were written; the 100 bytes of the unfinished one were not.
    expect((await readFile(file)).length).toBe(3 * 1024 * 1024);
  });

  it('passes on a failed write as its own failure, never as an unhandled rejection, while its source is slow', async () => {
    const file = path.join(dir, 'read-only.bin');
    await (await open(file, 'wx')).close();
    // Opened for reading only: every write fails (EBADF), as a full or broken disk would.
    const handle = await open(file, 'r');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    async function* slow(): AsyncGenerator<Uint8Array> {
      // A full buffer, so a write starts; then the source takes its time, as a disk read or a database page does.
      yield randomBytes(1024 * 1024 + 10);
      await new Promise((resolve) => setTimeout(resolve, 100));
      yield randomBytes(1024 * 1024);
    }
    try {
      await expect(writeStreamToFile(handle, slow())).rejects.toMatchObject({ code: 'EBADF' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await handle.close();
    }
  });
});
