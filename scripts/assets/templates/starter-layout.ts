import type { Format } from '../../../src/shared/catalog/formats.js';
import { currentSchemaVersion, type LayoutDocument } from '../../../src/shared/layout/layout-document.js';
import type { PlaceholderElement } from '../../../src/shared/layout/placeholder-element.js';
import type { TextElement } from '../../../src/shared/layout/text-element.js';
import type { RenderedDesign, StarterStyle } from './design.js';
import { grow, type Rect } from './layout.js';
import { balanceLines } from '../../../src/shared/layout/balance-lines.js';

/**
 * The starter layout of one template (issue 18): a photo frame in each window the design left,
 * the names and the date on its name plate, and a thank-you line where the plate has room.
 * Element ids name their role ('photo-1', 'names', 'date', 'line'); the editor gives them fresh
 * ids and swaps in the client's names and date (src/shared/layout/create-starter-document.ts).
 */

export interface StarterTexts {
  names: string;
  date: string;
  line: string;
}

/** Width of one line of text at a size (starter-fonts.ts measures the real fonts). */
export type MeasureLine = (text: string, family: string, bold: boolean, size: number) => number;

const base = {
  rotation: 0,
  opacity: 1,
  shadowEnabled: false,
  shadowColor: '#000000',
  shadowBlur: 0,
  shadowOffsetX: 0,
  shadowOffsetY: 0,
} as const;

function frame(id: string, window: Rect, u: number): PlaceholderElement {
  // Inset past the rounded corners of the panel, so the whole frame lies on the window.
  const r = grow(window, -u * 0.6);
  const x = Math.ceil(r.x);
  const y = Math.ceil(r.y);
  return {
    ...base,
    id,
    type: 'placeholder',
    x,
    y,
    width: Math.floor(r.x + r.w) - x,
    height: Math.floor(r.y + r.h) - y,
    borderEnabled: false,
    borderColor: '#ffffff',
    borderWidth: 1,
    keepRatio: true,
  };
}

function text(id: string, content: string, box: Rect, fontSize: number, fontFamily: string, color: string, bold = false): TextElement {
  return {
    ...base,
    id,
    type: 'text',
    content,
    color,
    fontSize: Math.round(fontSize),
    fontFamily,
    fontWeight: bold ? 'bold' : 'normal',
    fontStyle: 'normal',
    textAlign: 'center',
    lineHeight: 1.15,
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.w),
  };
}

/** The height Konva gives a text: lines × size × line height. */
export function textHeight(element: Pick<TextElement, 'content' | 'fontSize' | 'lineHeight'>): number {
  return element.content.split('\n').length * element.fontSize * element.lineHeight;
}

/** The plate, kept inside the 3 mm margin. */
function clampToSafe(r: Rect, w: number, h: number, safe: number): Rect {
  const x = Math.max(r.x, safe);
  const y = Math.max(r.y, safe);
  return { x, y, w: Math.min(r.x + r.w, w - safe) - x, h: Math.min(r.y + r.h, h - safe) - y };
}

export function buildStarterLayout(templatePath: string, format: Format, rendered: RenderedDesign, style: StarterStyle, texts: StarterTexts, measure: MeasureLine): LayoutDocument {
  const L = rendered.layout;
  const windows = rendered.windows ?? L.photos;
  const frames = windows.map((w, i) => frame(`photo-${i + 1}`, w, L.u));
  const plateRect = rendered.plate ?? L.band;
  const plate = clampToSafe(grow(plateRect, -Math.min(plateRect.w, plateRect.h) * 0.06), L.w, L.h, L.safe);

  // Sizes relative to the names: date 0.42, line 0.36, with small gaps; the line only where the
  // names would still be large (postcards; strips keep names and date). Each text on its own
  // lines with 8% of the plate to spare; names on two lines when that makes them much larger
  // (a narrow or round plate).
  const widest = (content: string, family: string, bold: boolean): number => Math.max(...content.split('\n').map((line) => measure(line, family, bold, 100) / 100));
  const fitWidth = (share: number, content: string, family: string, bold = false): number => (plate.w * 0.92) / (share * widest(content, family, bold));
  const stack = (nameLines: number, withLine: boolean): number => nameLines * 1.15 + 0.12 + 0.42 * 1.15 + (withLine ? 0.1 + 0.36 * 1.15 : 0);
  const sizeFor = (namesText: string, withLine: boolean): number =>
    Math.min(
      200,
      plate.h / stack(namesText.split('\n').length, withLine),
      fitWidth(1, namesText, style.namesFont, style.namesBold),
      fitWidth(0.42, texts.date, style.dateFont),
      withLine ? fitWidth(0.36, texts.line, style.dateFont) : Infinity,
    );
  const twoLines = balanceLines(texts.names, 2);
  const namesText = sizeFor(twoLines, false) > sizeFor(texts.names, false) * 1.3 ? twoLines : texts.names;
  const withLine = !L.isStrip && sizeFor(namesText, true) >= L.u * 6;
  const size = sizeFor(namesText, withLine);
  const nameLines = namesText.split('\n').length;
  const total = size * stack(nameLines, withLine);
  let y = plate.y + (plate.h - total) / 2;
  const row = (share: number, lines = 1): Rect => {
    const r = { x: plate.x, y, w: plate.w, h: size * share * 1.15 * lines };
    y += r.h;
    return r;
  };
  const accent = style.accent ?? style.ink;
  const names = text('names', namesText, row(1, nameLines), size, style.namesFont, style.ink, style.namesBold);
  y += size * 0.12;
  const date = text('date', texts.date, row(0.42), size * 0.42, style.dateFont, accent);
  const elements: LayoutDocument['elements'] = [...frames, names, date];
  if (withLine) {
    y += size * 0.1;
    elements.push(text('line', texts.line, row(0.36), size * 0.36, style.dateFont, accent));
  }
  return {
    schemaVersion: currentSchemaVersion,
    template: { path: templatePath, width: format.widthPx, height: format.heightPx, dpi: 300 },
    elements,
  };
}
