import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileChunks } from './read-file-chunks.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cornice-read-chunks-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readFileChunks', () => {
  it('gives every byte of a file in order, the chunks in two buffers used in turn', async () => {
    const bytes = randomBytes(900_001);
    const file = path.join(dir, 'big.bin');
    await writeFile(file, bytes);
    const copies: Buffer[] = [];
    const backings = new Set<ArrayBufferLike>();
    for await (const chunk of (await readFileChunks(file)) ?? []) {
      copies.push(Buffer.from(chunk));
      backings.add(chunk.buffer);
    }
    expect(Buffer.concat(copies).equals(bytes)).toBe(true);
    expect(copies.length).toBeGreaterThan(3);
    // Two buffers for the whole file (one read ahead): nothing left behind for the garbage collector.
    expect(backings.size).toBe(2);
  });

  it('reads file after file in the same two buffers, byte for byte', async () => {
    const files = await Promise.all(
      [300_000, 60_000, 700_000].map(async (size, index) => {
        const file = path.join(dir, `file-${index}.bin`);
        const bytes = randomBytes(size);
        await writeFile(file, bytes);
        return { file, bytes };
      }),
    );
    const backings = new Set<ArrayBufferLike>();
    for (const { file, bytes } of files) {
      const copies: Buffer[] = [];
      for await (const chunk of (await readFileChunks(file)) ?? []) {
        copies.push(Buffer.from(chunk));
        backings.add(chunk.buffer);
      }
      expect(Buffer.concat(copies).equals(bytes)).toBe(true);
    }
    expect(backings.size).toBe(2);
  });

  it('never lends one buffer to two readings at once, even when one is abandoned midway', async () => {
    const one = path.join(dir, 'one.bin');
    const two = path.join(dir, 'two.bin');
    const oneBytes = randomBytes(1_000_000);
    const twoBytes = randomBytes(1_000_000);
    await Promise.all([writeFile(one, oneBytes), writeFile(two, twoBytes)]);
    const abandoned = (await readFileChunks(one)) ?? [];
    for await (const chunk of abandoned) {
      expect(Buffer.from(chunk).equals(oneBytes.subarray(0, chunk.length))).toBe(true);
      break;
    }
    const first = await readFileChunks(one);
    const second = await readFileChunks(two);
    if (first === null || second === null) throw new Error('the files are there');
    const copies = { first: [] as Buffer[], second: [] as Buffer[] };
    for (;;) {
      const [a, b] = [await first.next(), await second.next()];
      if (!a.done) copies.first.push(Buffer.from(a.value));
      if (!b.done) copies.second.push(Buffer.from(b.value));
      // Both chunks are valid together: each reading's chunk is its own buffer's.
      if (!a.done && !b.done) expect(a.value.buffer).not.toBe(b.value.buffer);
      if (a.done === true && b.done === true) break;
    }
    expect(Buffer.concat(copies.first).equals(oneBytes)).toBe(true);
    expect(Buffer.concat(copies.second).equals(twoBytes)).toBe(true);
  });

  it('answers null for a missing file and an empty iteration for an empty one', async () => {
    expect(await readFileChunks(path.join(dir, 'missing.bin'))).toBeNull();
    const empty = path.join(dir, 'empty.bin');
    await writeFile(empty, Buffer.alloc(0));
    const chunks: Uint8Array[] = [];
    for await (const chunk of (await readFileChunks(empty)) ?? []) chunks.push(chunk);
    expect(chunks).toEqual([]);
  });
});
