import type { FileHandle } from 'node:fs/promises';

/** What one write hands the disk; two of these are all the writer holds. */
const bufferBytes = 1024 * 1024;

/**
 * Writes a stream of chunks to an open file through two 1 MiB buffers in turn: while one is being
 * written (in libuv's thread pool), the next is filled from the source, so reading the source
 * (and whatever work makes its chunks) overlaps with writing instead of waiting for it. Memory is
 * the two buffers whatever the stream's length. Answers the bytes written.
 */
export async function writeStreamToFile(handle: FileHandle, source: AsyncIterable<Uint8Array>): Promise<number> {
  let filling = Buffer.allocUnsafe(bufferBytes);
  let spare = Buffer.allocUnsafe(bufferBytes);
  /** The write of `spare`, which must land before that buffer is filled again. */
  let spareWrite: Promise<void> = Promise.resolve();
  let filled = 0;
  let written = 0;

  const flip = async (): Promise<void> => {
    if (filled === 0) return;
    // Each write names its place in the file: two may be in flight at once.
    const fillingWrite = writeFully(handle, filling, filled, written);
    // Awaited at the next flip or at the end; while the source is read it must not count as unhandled.
    fillingWrite.catch(() => undefined);
    written += filled;
    filled = 0;
    try {
      await spareWrite;
    } catch (error) {
      await fillingWrite.catch(() => undefined);
      throw error;
    }
    [filling, spare] = [spare, filling];
    spareWrite = fillingWrite;
  };

  try {
    for await (const chunk of source) {
      for (let offset = 0; offset < chunk.length; ) {
        const take = Math.min(chunk.length - offset, bufferBytes - filled);
        filling.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === bufferBytes) await flip();
      }
    }
    await flip();
  } finally {
    // Never leave a write running on a handle the caller is about to close.
    await spareWrite.catch(() => undefined);
  }
  await spareWrite;
  return written;
}

async function writeFully(handle: FileHandle, buffer: Buffer, length: number, position: number): Promise<void> {
  for (let offset = 0; offset < length; ) {
    const { bytesWritten } = await handle.write(buffer, offset, length - offset, position + offset);
    offset += bytesWritten;
  }
}
