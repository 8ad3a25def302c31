/**
 * If-None-Match against our strong ETag (RFC 9110 §13.1.2, weak comparison as the header asks):
 * '*' or any listed tag, with or without W/, that equals ours.
 */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const values = [header].flat().join(',');
  if (values.trim() === '*') return true;
  return values.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
