import type { FormatKey } from '../../../src/shared/catalog/formats.js';
import type { LayoutDocument } from '../../../src/shared/layout/layout-document.js';
import type { StarterStyle } from './design.js';
import { starterMinNamesPx, starterMinTextPx } from './starter-layout.js';

/**
 * A starter's texts are large enough to print: every text at least 30 px (about 7 pt at 300
 * dpi), the names at least 48 px unless the design's `smallNames` allowance covers this format
 * (and then at least its own minimum). The generator fails on any problem, so no starter ships
 * a date a guest cannot read.
 */
export function checkStarterTextSizes(document: LayoutDocument, format: FormatKey, style: Pick<StarterStyle, 'smallNames'>): string[] {
  const problems: string[] = [];
  const allowance = style.smallNames?.formats.includes(format) === true ? style.smallNames : undefined;
  const namesMin = Math.max(starterMinTextPx, allowance?.minNamesPx ?? starterMinNamesPx);
  for (const element of document.elements) {
    if (element.type !== 'text') continue;
    if (element.fontSize < starterMinTextPx) problems.push(`${element.id}: ${element.fontSize} px, under the ${starterMinTextPx} px every starter text needs`);
    else if (element.id === 'names' && element.fontSize < namesMin) {
      problems.push(`names: ${element.fontSize} px, under ${namesMin} px${allowance === undefined ? ' (a design with no room for larger names says so in starter.smallNames)' : ''}`);
    }
  }
  return problems;
}
