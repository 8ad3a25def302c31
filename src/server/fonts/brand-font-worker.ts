import { type ParsedBrandFont, parseBrandFont } from './parse-brand-font.js';

/** The brand-font pool's task (see read-brand-font.ts): the file's bytes in, what fontkit read out. */
export default function parseBrandFontTask(bytes: Uint8Array): ParsedBrandFont {
  return parseBrandFont(bytes);
}
