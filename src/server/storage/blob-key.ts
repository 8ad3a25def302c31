/**
 * Segments start with a letter or digit, so no key can climb out of the store ('..'), point at
 * a hidden file (the filesystem store keeps its metadata and temporary files under names that
 * start with a dot) or be absolute.
 */
const safeKey = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const maxKeyLength = 512;

export function isSafeBlobKey(key: string): boolean {
  return key.length <= maxKeyLength && safeKey.test(key);
}

/** Keys come from our own code; an unsafe one is a bug, never something to store. */
export function assertSafeBlobKey(key: string): void {
  if (!isSafeBlobKey(key)) throw new Error(`unsafe blob key: ${JSON.stringify(key.slice(0, 100))}`);
}

/** A MIME type on one line, so it can be stored and sent back as a header as it is. */
export function assertContentType(contentType: string): void {
  if (!/^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=[\w.+-]+)*$/.test(contentType)) {
    throw new Error(`invalid content type: ${JSON.stringify(contentType.slice(0, 100))}`);
  }
}
