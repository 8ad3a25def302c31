import { z } from 'zod';

/** One font of /assets/fonts.json (spec part 1 §3): a display name and its CSS font-family. */
export const FontEntry = z.object({ name: z.string().min(1), family: z.string().min(1) });
export type FontEntry = z.infer<typeof FontEntry>;

/** /assets/fonts.json: fonts grouped by category ('Script', 'Serif', 'Sans Serif', 'Display'). */
export const FontCatalog = z.record(z.string(), z.array(FontEntry));
export type FontCatalog = z.infer<typeof FontCatalog>;

/** What the editor offers when the catalogue cannot be read: a font every browser has. */
export const fallbackFontCatalog: FontCatalog = { Standard: [{ name: 'Arial', family: 'Arial' }] };
