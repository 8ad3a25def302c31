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
  it('gives every byte of a file in order, each chunk in the same reused buffer', async () => {
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
    // One buffer for the whole file: nothing left behind for the garbage collector.
    expect(backings.size).toBe(1);
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
