import { formats, type Format } from '../../../shared/catalog/formats.js';
import type { LayoutTemplate } from '../../../shared/layout/layout-document.js';

/**
 * The print format of a stored layout's template, from its proportions: a layout names its
 * template by path (a custom template's URL names no format), and every format has its own shape.
 */
export function findTemplateFormat(template: Pick<LayoutTemplate, 'width' | 'height'>): Format {
  const ratio = template.width / template.height;
  let best: Format = formats[0] as Format;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const format of formats) {
    const distance = Math.abs(Math.log(ratio / (format.widthMm / format.heightMm)));
    if (distance < bestDistance) {
      best = format;
      bestDistance = distance;
    }
  }
  return best;
}
