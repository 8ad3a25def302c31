/**
 * The stage shows the template at `scale` = display width / template width. Spec lengths that
 * the user sees (a new image 150 px wide, a 2 px nudge, a 20 px paste offset, the 5 px snap
 * threshold) are screen pixels; the document stores template pixels, so they are divided by the
 * scale at the moment they are applied.
 */
export function toTemplatePx(screenPx: number, scale: number): number {
  return screenPx / toUsableScale(scale);
}

export function toScreenPx(templatePx: number, scale: number): number {
  return templatePx * toUsableScale(scale);
}

/**
 * A zero, negative or non-finite scale (a stage not laid out yet) is treated as 1: dividing by
 * it would write Infinity into the document, which the schema then rejects as a whole.
 */
export function toUsableScale(scale: number): number {
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}
