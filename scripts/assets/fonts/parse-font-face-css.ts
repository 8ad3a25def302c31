/** One @font-face rule of a @fontsource stylesheet, reduced to what we copy and re-emit. */
export interface ParsedFontFace {
  family: string;
  style: string;
  weight: number;
  /** The woff2 url as written in the package (relative to the stylesheet, e.g. ./files/x.woff2). */
  woff2Url: string;
  unicodeRange: string | null;
}

const fontFaceRule = /@font-face\s*\{([^}]*)\}/g;

/**
 * Parses the @font-face rules of a @fontsource stylesheet (e.g. 400.css, 700-italic.css). Those
 * files list every subset of one weight and style with its unicode-range, which the per-subset
 * files (latin-400.css) omit, so the ranges are read from here instead of being hard-coded.
 */
export function parseFontFaceCss(css: string): ParsedFontFace[] {
  const faces: ParsedFontFace[] = [];
  for (const match of css.matchAll(fontFaceRule)) {
    const block = match[1] ?? '';
    const family = readDescriptor(block, 'font-family')?.replace(/^['"]|['"]$/g, '');
    const style = readDescriptor(block, 'font-style');
    const weight = Number(readDescriptor(block, 'font-weight'));
    const woff2Url = /url\(\s*['"]?([^'")\s]+\.woff2)['"]?\s*\)\s*format\(\s*['"]woff2['"]\s*\)/.exec(block)?.[1];
    if (family === undefined || style === undefined || !Number.isInteger(weight) || woff2Url === undefined) {
      throw new Error(`Unrecognised @font-face rule: ${block.trim().slice(0, 200)}`);
    }
    faces.push({ family, style, weight, woff2Url, unicodeRange: readDescriptor(block, 'unicode-range') ?? null });
  }
  return faces;
}

function readDescriptor(block: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;|\\s)${name}\\s*:\\s*([^;]+);`).exec(block);
  return match?.[1]?.trim();
}
