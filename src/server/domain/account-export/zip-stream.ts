import { constants, crc32, deflateRawSync } from 'node:zlib';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipSource {
  /** The name inside the zip (forward slashes). */
  path: string;
  /** Deflate it (text); files that are already compressed (PNG, JPEG, zip, woff2) are stored. */
  compress: boolean;
  chunks: AsyncIterable<Uint8Array>;
}

/** Text is deflated in pieces this large, so no single piece holds the event loop for long. */
const deflatePieceBytes = 1024 * 1024;
const finalEmptyBlock = deflateRawSync(new Uint8Array(0));

/**
 * A stored zip entry whose CRC-32 is Node's zlib (C): fflate computes it byte by byte in
 * JavaScript, which took most of an export's time on 200 MB of pictures.
 */
class NativeCrcEntry extends ZipPassThrough {
  private runningCrc = 0;

  override push(chunk: Uint8Array, final = false): void {
    this.runningCrc = crc32(chunk, this.runningCrc);
    this.size += chunk.length;
    if (final) this.crc = this.runningCrc;
    this.process(chunk as Uint8Array<ArrayBuffer>, final);
  }
}

/**
 * A deflated zip entry whose compression is Node's zlib (C) rather than fflate's own JavaScript
 * deflate, several times slower on a large JSON file. Each piece is deflated on its own and ends
 * with a sync flush (no final bit), so the pieces join into one deflate stream, which the empty
 * final block closes. fflate still writes the headers, the CRC and the sizes.
 */
class NativeDeflateEntry extends NativeCrcEntry {
  constructor(filename: string) {
    super(filename);
    this.compression = 8;
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    for (let start = 0; start < chunk.length; start += deflatePieceBytes) {
      const piece = chunk.subarray(start, start + deflatePieceBytes);
      this.ondata(null, deflateRawSync(piece, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }), false);
    }
    if (final) this.ondata(null, finalEmptyBlock, true);
  }
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
    const entry = source.compress ? new NativeDeflateEntry(source.path) : new NativeCrcEntry(source.path);
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
