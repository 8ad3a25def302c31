import { z } from 'zod';
import { assertNever } from '../util/assert-never.js';

/**
 * What a print file shows in its photo frames (the layout's placeholders): 'transparent' cuts
 * them out to alpha 0 (a PNG the booth software lays over its photos), 'white' paints them
 * white (empty windows to print and fill by hand), 'template' keeps the editor's sample
 * landscape. A JPG or a PDF has no transparency: there 'transparent' is drawn white.
 */
export const PhotoWindows = z.enum(['transparent', 'white', 'template']);
export type PhotoWindows = z.infer<typeof PhotoWindows>;

export const photoWindowsChoices = PhotoWindows.options;

/** A fresh download's choice: cut out, as booths use a layout. */
export const defaultPhotoWindows: PhotoWindows = 'transparent';

/** The file kinds a choice applies to: the PNG and the two-strip sheet keep alpha, JPG and PDF do not. */
export type PhotoWindowsFile = 'png' | 'jpg' | 'sheet' | 'pdf';

export function canBeTransparent(file: PhotoWindowsFile): boolean {
  switch (file) {
    case 'png':
    case 'sheet':
      return true;
    case 'jpg':
    case 'pdf':
      return false;
    default:
      return assertNever(file);
  }
}

/** What the file really gets: 'transparent' becomes 'white' where the file cannot hold alpha. */
export function resolvePhotoWindows(choice: PhotoWindows, file: PhotoWindowsFile): PhotoWindows {
  return choice === 'transparent' && !canBeTransparent(file) ? 'white' : choice;
}
