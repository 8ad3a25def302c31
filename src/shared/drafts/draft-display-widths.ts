/**
 * The widths GET /api/get-draft?w= scales a draft to for showing it (a phone needs about 720
 * pixels, not the 1200 or 1800 of the print size): a short fixed list, so a stranger cannot ask
 * the server for any number of sizes.
 */
export const draftDisplayWidths = [480, 720, 960] as const;
export type DraftDisplayWidth = (typeof draftDisplayWidths)[number];

/** The draft image's URL, at its own size or at one of the display widths. */
export function draftImageUrl(draftId: string, width?: DraftDisplayWidth): string {
  return `/api/get-draft?id=${encodeURIComponent(draftId)}${width === undefined ? '' : `&w=${width}`}`;
}

/**
 * The srcset of a draft drawn at `naturalWidth`: each display width below it, then the draft
 * itself, so the browser picks the smallest that fills the box at the screen's density.
 */
export function draftImageSrcSet(draftId: string, naturalWidth: number): string {
  const smaller = draftDisplayWidths.filter((width) => width < naturalWidth);
  return [...smaller.map((width) => `${draftImageUrl(draftId, width)} ${width}w`), `${draftImageUrl(draftId)} ${naturalWidth}w`].join(', ');
}
