/**
 * Spec §9: /view/{encoded user id}/{draftId}, with client, date and reqId in the query when
 * they are known (empty ones are left out).
 */
export function buildShareUrl(args: { origin: string; userId: string; draftId: string; client?: string; date?: string; requestId?: string }): string {
  const url = new URL(`/view/${encodeURIComponent(args.userId)}/${encodeURIComponent(args.draftId)}`, args.origin);
  const query: [string, string | undefined][] = [
    ['client', args.client],
    ['date', args.date],
    ['reqId', args.requestId],
  ];
  for (const [key, value] of query) {
    const trimmed = value?.trim();
    if (trimmed !== undefined && trimmed !== '') url.searchParams.set(key, trimmed);
  }
  return url.toString();
}
