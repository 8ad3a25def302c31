/**
 * Print formats. Routes use hyphens (cartolina-verticale), the catalogue file uses underscores
 * (cartolina_verticale). Sizes are the templates' native pixels at 300 dpi.
 */
export const formatKeys = ['cartolina-orizzontale', 'cartolina-verticale', 'photostrip-orizzontale', 'photostrip-verticale'] as const;
export type FormatKey = (typeof formatKeys)[number];

export interface Format {
  key: FormatKey;
  /** The catalogue's spelling: underscores for hyphens. */
  catalogKey: string;
  widthPx: number;
  heightPx: number;
  /** Physical trim size, for the 3 mm print-margin guide and print output. */
  widthMm: number;
  heightMm: number;
}

export const printDpi = 300;
import { mmPerInch } from '../print/print-units.js';

function format(key: FormatKey, widthIn: number, heightIn: number): Format {
  return {
    key,
    catalogKey: key.replace(/-/g, '_'),
    widthPx: widthIn * printDpi,
    heightPx: heightIn * printDpi,
    widthMm: widthIn * mmPerInch,
    heightMm: heightIn * mmPerInch,
  };
}

export const formats: readonly Format[] = [
  format('cartolina-orizzontale', 6, 4),
  format('cartolina-verticale', 4, 6),
  format('photostrip-orizzontale', 6, 2),
  format('photostrip-verticale', 2, 6),
];

export function isFormatKey(value: string): value is FormatKey {
  return (formatKeys as readonly string[]).includes(value);
}

export function findFormat(key: string): Format | undefined {
  return formats.find((f) => f.key === key);
}

/** Spec rule: a catalogue format matches a route format once underscores become hyphens. */
export function formatMatches(catalogFormat: string, routeFormat: string): boolean {
  return catalogFormat.replace(/_/g, '-') === routeFormat;
}
