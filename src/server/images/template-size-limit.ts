import { apiMessage } from '../../shared/api/api-messages.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { maxTemplatePixels, maxTemplateSide } from '../../shared/layout/layout-document.js';
import { AppError } from '../http/app-error.js';

/**
 * Refuses a template-sized picture (a template, a layout's image) larger than any page, with the
 * limit it passes: its sides (maxTemplateSide) or, within them, its pixels (maxTemplatePixels), so
 * a 7000 × 7000 picture is not told it passes 8000 pixels a side.
 */
export function assertWithinTemplateSize(width: number, height: number): void {
  if (width > maxTemplateSide || height > maxTemplateSide) throw new AppError(400, ErrorCodes.imageTooLarge, apiMessage('imageTooWide', { n: maxTemplateSide }));
  if (width * height > maxTemplatePixels) throw new AppError(400, ErrorCodes.imageTooLarge, apiMessage('imageTooManyPixels', { n: maxTemplatePixels / 1_000_000 }));
}
