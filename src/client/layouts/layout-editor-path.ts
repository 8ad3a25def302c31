/** /editor/layout/{id}: the editor on one saved layout; reload and bookmarks reopen it. */
export function buildLayoutEditorPath(layoutId: string): string {
  return `/editor/layout/${encodeURIComponent(layoutId)}`;
}
