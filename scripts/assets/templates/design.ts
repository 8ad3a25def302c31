import type { Format } from '../../../src/shared/catalog/formats.js';

/** Shared inputs that are costly to build per render (made once per run by the generator). */
export interface DesignContext {
  /** data: URI of a seamless 256 px paper-grain PNG, for designs that want a printed-paper feel. */
  grainTile: string;
}

/**
 * One template design. `render` must be pure: the same format gives the same SVG string, so the
 * PNG bytes are stable and the stamp can skip work.
 */
export interface Design {
  /** kebab-case; becomes the file name and, via displayNameFromPath, the name shown in the app. */
  name: string;
  render(format: Format, ctx: DesignContext): string;
}

export const grainTileSize = 256;
