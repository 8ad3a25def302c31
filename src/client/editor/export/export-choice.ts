import type { PrinterPresetId } from '../../../shared/print/printer-presets.js';
import type { PhotoWindows } from '../../../shared/render/photo-windows.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import type { DownloadPath } from './download-path.js';
import { exportFileName, type ExportFormat } from './export-format.js';

/**
 * What a download makes: the spec's PNG or JPG, or one of the print exports (the booth zip,
 * two strips on a 4x6 sheet, the print lab's PDF). `photoWindows`: what the photo frames show
 * (absent: the sample landscape); the booth zip makes its own holes.
 */
export type ExportChoice =
  | { kind: 'image'; format: ExportFormat; photoWindows?: PhotoWindows }
  | { kind: 'booth'; printerId?: PrinterPresetId }
  | { kind: 'two-up'; hasCutLine: boolean; photoWindows?: PhotoWindows }
  | { kind: 'pdf'; photoWindows?: PhotoWindows };

/**
 * The booth zip has no watermarked version: it is for the paths that download clean files (the
 * annual plan, a pass for this template). The other choices follow the plan like the PNG.
 */
export function isChoiceAllowed(choice: ExportChoice, path: DownloadPath): boolean {
  if (choice.kind !== 'booth') return true;
  return path === 'direct' || path === 'counted';
}

/** Suffixes of the print exports' file names, in the interface language. */
export interface ChoiceNames {
  twoUp: string;
  pdf: string;
  booth: string;
}

/**
 * The spec's names for PNG and JPG; the print exports add what they are to the same stem
 * (layout-personalizzato-matrimonio-photostrip-verticale-foglio-2-strisce.png).
 */
export function choiceFileName(choice: ExportChoice, args: { theme: string; format: string; isDraft: boolean; names: ChoiceNames }): string {
  const stem = (suffix: string, extension: string) => exportFileName({ theme: args.theme, format: args.format, fileFormat: 'png', isDraft: args.isDraft }).replace(/\.png$/, `-${suffix}.${extension}`);
  switch (choice.kind) {
    case 'image':
      return exportFileName({ theme: args.theme, format: args.format, fileFormat: choice.format, isDraft: args.isDraft });
    case 'booth':
      return stem(args.names.booth, 'zip');
    case 'two-up':
      return stem(args.names.twoUp, 'png');
    case 'pdf':
      return stem(args.names.pdf, 'pdf');
    default:
      return assertNever(choice);
  }
}
