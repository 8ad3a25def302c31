import { open } from 'node:fs/promises';

/** What one read takes from the disk. */
const chunkBytes = 256 * 1024;
/** The buffers of readings that have ended, for the next ones (each reading takes two). */
const spareBuffers: Buffer[] = [];
const maxSpareBuffers = 4;

/**
 * A file's bytes in chunks read into two buffers used in turn: while the caller works on one
 * chunk, the next is already being read into the other, so the disk and the caller's work
 * overlap. A chunk is valid only until the next is asked for. When the reading ends its buffers
 * serve the next reading, so reading thousands of files allocates almost nothing (a read stream
 * allocates each chunk anew; the memory outside the heap they take makes the garbage collector
 * run again and again). Answers null when there is no file.
 */
export async function readFileChunks(file: string): Promise<AsyncGenerator<Uint8Array> | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const opened = handle;
  return (async function* () {
    let current = spareBuffers.pop() ?? Buffer.allocUnsafe(chunkBytes);
    let next = spareBuffers.pop() ?? Buffer.allocUnsafe(chunkBytes);
    let reading = opened.read(current, 0, chunkBytes, null);
    try {
      for (;;) {
        const { bytesRead } = await reading;
        if (bytesRead === 0) return;
        // A short read is not the end (a pipe, a file still being written): only 0 is.
        reading = opened.read(next, 0, chunkBytes, null);
        // Its failure is met when the caller asks for the next chunk; meanwhile it must not count as unhandled.
        reading.catch(() => undefined);
        yield current.subarray(0, bytesRead);
        [current, next] = [next, current];
      }
    } finally {
      // A reading abandoned midway still has its last read in flight: the buffers are free once it lands.
      await reading.catch(() => undefined);
      await opened.close();
      for (const buffer of [current, next]) if (spareBuffers.length < maxSpareBuffers) spareBuffers.push(buffer);
    }
  })();
}
