import type { StarterStyle } from '../../design.js';
import { heartPath, sparklePath, starPath } from '../../motifs/shapes.js';

/**
 * What one theme brings to the shared design families (modern-grid, film-reel, colour-block):
 * its colours, a small motif and its fonts. The families give the layouts; the kits make each
 * theme's version its own.
 */
export interface ThemeKit {
  /** Light paper. */
  paper: string;
  /** A soft tint of the main colour. */
  tint: string;
  /** The strong main colour (blocks, borders). */
  main: string;
  /** A second colour for motifs. */
  second: string;
  /** Dark ink readable on paper and tint. */
  ink: string;
  /** Light ink readable on `main`. */
  light: string;
  motif: (size: number) => string;
  namesFont: string;
  dateFont: string;
}

export const themeKits = {
  matrimonio: { paper: '#fbf8f3', tint: '#efe4dc', main: '#6d4c5a', second: '#c9a45a', ink: '#4a2f3b', light: '#fbf1e6', motif: (s: number) => heartPath(s), namesFont: 'Allura', dateFont: 'Cormorant Garamond' },
  compleanno: { paper: '#fffaf0', tint: '#ffe8d6', main: '#1f6f8b', second: '#ff8a5b', ink: '#17475a', light: '#fff6e8', motif: (s: number) => starPath(s, s * 0.45), namesFont: 'Pacifico', dateFont: 'Montserrat' },
  laurea: { paper: '#f7f5f0', tint: '#e6e9f0', main: '#1c2b4a', second: '#c9a24f', ink: '#1c2b4a', light: '#f6ecd2', motif: (s: number) => sparklePath(s), namesFont: 'Playfair Display', dateFont: 'Lato' },
  bambini: { paper: '#fffdf6', tint: '#e3f4fb', main: '#b83a2e', second: '#ffc93c', ink: '#2a5d8a', light: '#fffaf0', motif: (s: number) => starPath(s, s * 0.5), namesFont: 'Fredoka', dateFont: 'Quicksand' },
} as const satisfies Record<string, ThemeKit>;

export type KitTheme = keyof typeof themeKits;

export function starterOn(kit: ThemeKit, onDark: boolean): StarterStyle {
  return onDark
    ? { namesFont: kit.namesFont, dateFont: kit.dateFont, ink: kit.light, accent: kit.light }
    : { namesFont: kit.namesFont, dateFont: kit.dateFont, ink: kit.ink, accent: kit.ink };
}
