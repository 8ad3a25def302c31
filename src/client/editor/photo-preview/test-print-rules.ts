import { assertNever } from '../../../shared/util/assert-never.js';
import type { DownloadPath } from '../export/download-path.js';
import { exportFileName } from '../export/export-format.js';
import type { Watermark } from '../export/render-layout.js';

/**
 * A test print is a proof, not a print: it never spends a pass download and never asks the
 * server, and it carries what the plan's PNG carries (the demo watermark for the demo and for
 * free operators; nothing more for the annual plan and a pass on this template), plus its own
 * 'STAMPA DI PROVA' mark.
 */
export function testPrintWatermark(path: DownloadPath): Watermark {
  switch (path) {
    case 'demo':
    case 'watermarked':
      return 'demo';
    case 'direct':
    case 'counted':
      return 'none';
    default:
      return assertNever(path);
  }
}

/** The PNG's name with the test print's suffix: layout-personalizzato-…-stampa-di-prova.png (bozza-layout-… when watermarked). */
export function testPrintFileName(args: { theme: string; format: string; watermark: Watermark; suffix: string }): string {
  return exportFileName({ theme: args.theme, format: args.format, fileFormat: 'png', isDraft: args.watermark !== 'none' }).replace(/\.png$/, `-${args.suffix}.png`);
}
