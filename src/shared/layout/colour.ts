import { z } from 'zod';

/**
 * A hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa). The colour pickers and the template colour
 * extraction produce hex; refusing CSS names and functions keeps exports and swatches comparable.
 */
export const Colour = z.string().regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'expected a hex colour such as #333333');
export type Colour = z.infer<typeof Colour>;
