import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipSource {
  /** The name inside the zip (forward slashes). */
  path: string;
  /** Deflate it (text); files that are already compressed (PNG, JPEG, zip, woff2) are stored. */
  compress: boolean;
  chunks: AsyncIterable<Uint8Array>;
}

/**
 * A zip as a stream of chunks, written one entry at a time with fflate's streaming Zip (data
 * descriptors, so no entry's size is needed up front). Chunks are handed on as soon as fflate
 * makes them, and the next entry is read only when the consumer asks for more: what is held is
 * at most one input chunk and what it became.
 */
export async function* zipStream(sources: AsyncIterable<ZipSource>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error !== null) failure = error;
    else ready.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure !== null) throw failure;
    while (ready.length > 0) {
      const chunk = ready.shift();
      if (chunk !== undefined) yield chunk;
    }
  }
  for await (const source of sources) {
    const entry = source.compress ? new ZipDeflate(source.path, { level: 6 }) : new ZipPassThrough(source.path);
    zip.add(entry);
    for await (const chunk of source.chunks) {
      entry.push(chunk, false);
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
