import type { Format } from '../../../src/shared/catalog/formats.js';
import { currentSchemaVersion, type LayoutDocument } from '../../../src/shared/layout/layout-document.js';
import type { PlaceholderElement } from '../../../src/shared/layout/placeholder-element.js';
import type { TextElement } from '../../../src/shared/layout/text-element.js';
import type { RenderedDesign, StarterStyle } from './design.js';
import { cameraRatioFor, type CameraShape } from './camera-fit.js';
import { grow, type Rect } from './layout.js';
import { balanceLines } from '../../../src/shared/layout/balance-lines.js';
import { plainElementBase } from '../../../src/shared/layout/plain-element-base.js';

/**
 * The starter layout of one template: a photo frame in each window the design left,
 * the names and the date on its name plate, and a thank-you line where the plate has room.
 * Element ids name their role ('photo-1', 'names', 'date', 'line'); the editor gives them fresh
 * ids and swaps in the client's names and date (src/shared/layout/create-starter-document.ts).
 */

export interface StarterTexts {
  names: string;
  date: string;
  line: string;
}

/**
 * The smallest text a starter prints: 30 px at 300 dpi, about 7 pt. And the smallest names: 48 px
 * (about 11.5 pt), unless the design says why it has no room (StarterStyle.smallNames).
 */
export const starterMinTextPx = 30;
export const starterMinNamesPx = 48;

/** Width of one line of text at a size (starter-fonts.ts measures the real fonts). */
export type MeasureLine = (text: string, family: string, bold: boolean, size: number) => number;

function frame(id: string, window: Rect, u: number, camera: CameraShape): PlaceholderElement {
  // Inset past the rounded corners of the panel, so the whole frame lies on the window; then the
  // camera's exact shape in the middle of that (a design's own inset can leave it a little off).
  const inset = grow(window, -u * 0.6);
  const ratio = cameraRatioFor(inset, camera);
  const w = Math.min(inset.w, inset.h * ratio);
  const h = w / ratio;
  const r = { x: inset.x + (inset.w - w) / 2, y: inset.y + (inset.h - h) / 2, w, h };
  const x = Math.ceil(r.x);
  const y = Math.ceil(r.y);
  return {
    ...plainElementBase,
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
    ...plainElementBase,
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
  const frames = windows.map((w, i) => frame(`photo-${i + 1}`, w, L.u, L.camera));
  const plateRect = rendered.plate ?? L.band;
  const plate = clampToSafe(grow(plateRect, -Math.min(plateRect.w, plateRect.h) * 0.06), L.w, L.h, L.safe);

  // Sizes relative to the names: date 0.42, line 0.36, with small gaps, but never under the
  // smallest print size (starterMinTextPx: a 0.42 date under small names was 8 px, unreadable on
  // paper); the line only where the names would still be large (postcards; strips keep names and
  // date). Each text on its own lines with 8% of the plate to spare; names on two or three lines
  // when that makes them much larger (a narrow or round plate).
  const widest = (content: string, family: string, bold: boolean): number => Math.max(...content.split('\n').map((line) => measure(line, family, bold, 100) / 100));
  const dateOf = (size: number): number => Math.max(size * 0.42, starterMinTextPx);
  const lineOf = (size: number): number => Math.max(size * 0.36, starterMinTextPx);
  const stackHeight = (size: number, nameLines: number, withLine: boolean): number =>
    size * nameLines * 1.15 + size * 0.12 + dateOf(size) * 1.15 + (withLine ? size * 0.1 + lineOf(size) * 1.15 : 0);
  const fits = (size: number, namesText: string, withLine: boolean): boolean =>
    stackHeight(size, namesText.split('\n').length, withLine) <= plate.h &&
    size * widest(namesText, style.namesFont, style.namesBold ?? false) <= plate.w * 0.92 &&
    dateOf(size) * widest(texts.date, style.dateFont, false) <= plate.w * 0.92 &&
    (!withLine || lineOf(size) * widest(texts.line, style.dateFont, false) <= plate.w * 0.92);
  // The largest names size that fits (0 when even the smallest does not): the stack grows with the size.
  const sizeFor = (namesText: string, withLine: boolean): number => {
    let low = 0;
    let high = 200;
    for (let step = 0; step < 30; step += 1) {
      const mid = (low + high) / 2;
      if (fits(mid, namesText, withLine)) low = mid;
      else high = mid;
    }
    return low;
  };
  // One more line only when it makes the names much larger, or larger at all while they are under
  // the names' minimum; three lines for a long name (a graduate's title and full name) on a strip.
  const namesText = [2, 3].reduce((chosen, count) => {
    const more = balanceLines(texts.names, count);
    const [now, then] = [sizeFor(chosen, false), sizeFor(more, false)];
    return then > now * 1.3 || (now < starterMinNamesPx && then > now) ? more : chosen;
  }, texts.names);
  const withLine = !L.isStrip && sizeFor(namesText, true) >= L.u * 6;
  const size = Math.floor(sizeFor(namesText, withLine));
  const nameLines = namesText.split('\n').length;
  const total = stackHeight(size, nameLines, withLine);
  let y = plate.y + (plate.h - total) / 2;
  const row = (fontSize: number, lines = 1): Rect => {
    const r = { x: plate.x, y, w: plate.w, h: fontSize * 1.15 * lines };
    y += r.h;
    return r;
  };
  const accent = style.accent ?? style.ink;
  const names = text('names', namesText, row(size, nameLines), size, style.namesFont, style.ink, style.namesBold);
  y += size * 0.12;
  const dateSize = Math.ceil(dateOf(size));
  const date = text('date', texts.date, row(dateSize), dateSize, style.dateFont, accent);
  const elements: LayoutDocument['elements'] = [...frames, names, date];
  if (withLine) {
    y += size * 0.1;
    const lineSize = Math.ceil(lineOf(size));
    elements.push(text('line', texts.line, row(lineSize), lineSize, style.dateFont, accent));
  }
  return {
    schemaVersion: currentSchemaVersion,
    template: { path: templatePath, width: format.widthPx, height: format.heightPx, dpi: 300 },
    elements,
  };
}
