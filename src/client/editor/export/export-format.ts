/** The two download formats: PNG, or JPG on white at quality 0.92. */
export type ExportFormat = 'png' | 'jpg';

export const exportFormats: readonly ExportFormat[] = ['png', 'jpg'];

export const jpegQuality = 0.92;

/** Every export is tagged with this density: the templates are drawn for 300 dpi printing. */
export const exportDpi = 300;

export function mimeTypeOf(format: ExportFormat): 'image/png' | 'image/jpeg' {
  return format === 'png' ? 'image/png' : 'image/jpeg';
}

export { exportFileName } from '../../../shared/api/layout-downloads.js';
