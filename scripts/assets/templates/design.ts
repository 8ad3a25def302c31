import type { Format, FormatKey } from '../../../src/shared/catalog/formats.js';
import type { Layout, Rect } from './layout.js';

/** Shared inputs that are costly to build per render (made once per run by the generator). */
export interface DesignContext {
  /** data: URI of a seamless 256 px paper-grain PNG, for designs that want a printed-paper feel. */
  grainTile: string;
}

/** What a render draws and where it left room: the photo windows and the name plate. */
export interface RenderedDesign {
  svg: string;
  /** The plan the design drew around: `photos` are its windows, `band` its name plate. */
  layout: Layout;
  /** The photo areas when they are not the plan's rectangles (an arch holds a smaller frame). */
  windows?: Rect[];
  /** The clear part of the band for the names, when decoration takes some of it (default: the band). */
  plate?: Rect;
}

/**
 * How the starter layout writes on a design: fonts from the self-hosted list
 * (scripts/assets/fonts/font-selection.ts) and an ink from the design's own palette, readable on
 * its name plate (the starter test measures the contrast on the pixels).
 */
export interface StarterStyle {
  namesFont: string;
  dateFont: string;
  ink: string;
  /** A second colour for the date and the thank-you line; the ink when absent. */
  accent?: string;
  namesBold?: boolean;
  /**
   * Names may be smaller than the 48 px every other starter gets, on these formats only, and
   * never under `minNamesPx` (nor the 30 px floor of every text): for a design whose name plate
   * truly has no more room. `why` says what takes the room; starter-text-sizes.ts enforces it.
   */
  smallNames?: { formats: readonly FormatKey[]; minNamesPx: number; why: string };
}

/**
 * One template design. `render` must be pure: the same format gives the same SVG string, so the
 * PNG bytes are stable and the stamp can skip work.
 */
export interface Design {
  /** kebab-case; becomes the file name and, via displayNameFromPath, the name shown in the app. */
  name: string;
  render(format: Format, ctx: DesignContext): RenderedDesign;
  starter: StarterStyle;
}

export const grainTileSize = 256;
