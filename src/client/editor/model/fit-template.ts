/** Spec §2, §9: the canvas keeps 40 px clear on every side. */
export const canvasPaddingPx = 40;

/**
 * The display scale that fits the template inside the available area less the padding on each
 * side, never enlarging it (spec: "never upscaled"), so the scale is at most 1. An area smaller
 * than the padding gives 0 (nothing can be shown); a template without a size gives 1.
 */
export function fitTemplate(templateWidth: number, templateHeight: number, availableWidth: number, availableHeight: number, padding: number = canvasPaddingPx): number {
  if (!(templateWidth > 0) || !(templateHeight > 0)) return 1;
  const scale = Math.min(1, (availableWidth - 2 * padding) / templateWidth, (availableHeight - 2 * padding) / templateHeight);
  return Number.isFinite(scale) ? Math.max(0, scale) : 0;
}
