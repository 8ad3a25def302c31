/** What a print looks like on a desk screen: about 100 px to the inch. */
const screenDpi = 100;
const fallbackDpi = 300;

/**
 * The scale a new layout is made at: the template shown at 100 dpi (a third of a 300 dpi print),
 * whatever the size of the window. The initial text's size and shadow are spec screen sizes
 * divided by a scale; with the display scale they depended on the window (54 in one editor, 60
 * on /prova), with this one the same template always opens with the same numbers.
 */
export function getOpeningScale(template: { dpi: number }): number {
  const dpi = Number.isFinite(template.dpi) && template.dpi > 0 ? template.dpi : fallbackDpi;
  return screenDpi / dpi;
}
