import { open } from 'node:fs/promises';

/** What one read takes from the disk; the only buffer a file's reading holds. */
const chunkBytes = 256 * 1024;

/**
 * A file's bytes in chunks read into one buffer used again for each: a chunk is valid only until
 * the next is asked for. Reading hundreds of megabytes this way leaves no garbage behind (a read
 * stream allocates each chunk anew, and the heap frees them only when the garbage collector gets
 * round to it, so the process's memory grows with the speed of the reading). Answers null when
 * there is no file.
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
    try {
      const buffer = Buffer.allocUnsafe(chunkBytes);
      for (;;) {
        const { bytesRead } = await opened.read(buffer, 0, chunkBytes, null);
        if (bytesRead === 0) return;
        yield buffer.subarray(0, bytesRead);
      }
    } finally {
      await opened.close();
    }
  })();
}
