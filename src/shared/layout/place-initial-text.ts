import { contrastRatio, minimumContrast, type Rgb } from './contrast.js';
import type { LayoutDocument } from './layout-document.js';

/**
 * On a template without a starter layout (an operator's own), the default text
 * goes on a free area, off the photo windows, in a colour readable on the pixels under it.
 *
 * The template is read as a small grid of cells. A photo window is a large plain area: cells of
 * one even colour (or transparent, as in booth overlays) joined into a region of more than
 * `windowShare` of the page that does not reach the trim edge (that is the paper) and is about as
 * compact as a rectangle (a ring of ground around the windows, inside a printed border, is not
 * one). The text box slides over the page; the place that covers the least window, then the
 * least busy pixels, wins (lower on the page on a tie: name plates sit low).
 */

export interface TemplatePixels {
  width: number;
  height: number;
  /** RGBA, row by row (a canvas's ImageData). */
  data: Uint8ClampedArray | Uint8Array;
}

const windowShare = 0.02;
/** The least share of its bounding box a window region fills. */
const minWindowFill = 0.6;
const darkInk: Rgb = [0x33, 0x33, 0x33];
const lightInk: Rgb = [0xff, 0xff, 0xff];

interface Cell {
  mean: Rgb;
  spread: number;
  transparent: boolean;
}

function readCells(p: TemplatePixels, cols: number, rows: number): Cell[] {
  const cells: Cell[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x0 = Math.floor((c * p.width) / cols);
      const x1 = Math.max(x0 + 1, Math.floor(((c + 1) * p.width) / cols));
      const y0 = Math.floor((r * p.height) / rows);
      const y1 = Math.max(y0 + 1, Math.floor(((r + 1) * p.height) / rows));
      let n = 0;
      let alpha = 0;
      const sum = [0, 0, 0];
      const min = [255, 255, 255];
      const max = [0, 0, 0];
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          const i = (y * p.width + x) * 4;
          for (let k = 0; k < 3; k += 1) {
            const v = p.data[i + k] ?? 0;
            sum[k] = (sum[k] ?? 0) + v;
            min[k] = Math.min(min[k] ?? 255, v);
            max[k] = Math.max(max[k] ?? 0, v);
          }
          alpha += p.data[i + 3] ?? 255;
          n += 1;
        }
      }
      const mean: Rgb = [(sum[0] ?? 0) / n, (sum[1] ?? 0) / n, (sum[2] ?? 0) / n];
      cells.push({ mean, spread: Math.max(...max.map((v, k) => v - (min[k] ?? 0))), transparent: alpha / n < 128 });
    }
  }
  return cells;
}

/** The share of its bounding box (in cells) a region fills. */
function fillOfBox(members: readonly number[], cols: number): number {
  let c0 = cols;
  let c1 = 0;
  let r0 = Number.POSITIVE_INFINITY;
  let r1 = 0;
  for (const i of members) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    c0 = Math.min(c0, c);
    c1 = Math.max(c1, c);
    r0 = Math.min(r0, r);
    r1 = Math.max(r1, r);
  }
  return members.length / ((c1 - c0 + 1) * (r1 - r0 + 1));
}

/** Cells that belong to a photo window: large plain regions of one colour (or see-through). */
function findWindowCells(cells: readonly Cell[], cols: number, rows: number): boolean[] {
  const plain = (cell: Cell): boolean => cell.transparent || cell.spread < 18;
  const alike = (a: Cell, b: Cell): boolean => (a.transparent && b.transparent) || (!a.transparent && !b.transparent && Math.max(...a.mean.map((v, k) => Math.abs(v - (b.mean[k] ?? 0)))) < 12);
  const region = new Array<number>(cells.length).fill(-1);
  const isWindow = new Array<boolean>(cells.length).fill(false);
  let next = 0;
  for (let start = 0; start < cells.length; start += 1) {
    const first = cells[start];
    if (first === undefined || region[start] !== -1 || !plain(first)) continue;
    const members: number[] = [];
    const stack = [start];
    region[start] = next;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      members.push(i);
      const c = i % cols;
      const r = Math.floor(i / cols);
      for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const nc = c + dc;
        const nr = r + dr;
        if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
        const j = nr * cols + nc;
        const cell = cells[j];
        if (cell === undefined || region[j] !== -1 || !plain(cell) || !alike(cell, first)) continue;
        region[j] = next;
        stack.push(j);
      }
    }
    // A region that reaches the trim edge is the paper around everything, not a window; nor is
    // one that fills little of its bounding box: that is the ground between a printed border and
    // the windows it surrounds (a window is a rectangle, or a circle: 79 % of its box).
    const touchesEdge = members.some((i) => i % cols === 0 || i % cols === cols - 1 || i < cols || i >= cells.length - cols);
    if (!touchesEdge && members.length / cells.length > windowShare && fillOfBox(members, cols) >= minWindowFill) for (const i of members) isWindow[i] = true;
    next += 1;
  }
  // Grown by one cell: the cells on a window's edge are mixed, hence not plain, yet still on it.
  return isWindow.map((inside, i) => {
    if (inside) return true;
    const c = i % cols;
    const r = Math.floor(i / cols);
    return [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dc = 0, dr = 0]) => {
      const nc = c + dc;
      const nr = r + dr;
      return nc >= 0 && nr >= 0 && nc < cols && nr < rows && isWindow[nr * cols + nc] === true;
    });
  });
}

export interface TextPlacement {
  /** Top-left of the text box, template pixels. */
  x: number;
  y: number;
  /** The box's width: the one asked for, or narrower where only a side column is free. */
  width: number;
  color: string;
}

/** Positions tried across and down the page, and the box widths tried (shares of the one asked for). */
const steps = { x: 24, y: 40 };
const widthShares = [1, 0.8, 0.65, 0.5, 0.4];

/**
 * Where a box of `box` template pixels goes on the template whose pixels (any scale) are given,
 * inside `margin`. The box slides down and across the page, and narrows (never below `minWidth`,
 * the text's own width) when only a column beside the windows is free, as on landscape cards with
 * the photos on one side. Least window covered wins, then the least busy pixels; on a tie a
 * wider, more central and lower place.
 */
export function findTextPlacement(pixels: TemplatePixels, template: { width: number; height: number }, box: { width: number; height: number }, margin: number, minWidth = box.width): TextPlacement {
  const cols = 40;
  const rows = Math.max(8, Math.round((40 * template.height) / template.width));
  const cells = readCells(pixels, cols, rows);
  const isWindow = findWindowCells(cells, cols, rows);
  const cellW = template.width / cols;
  const cellH = template.height / rows;
  const widths = [...new Set([...widthShares.map((share) => box.width * share), minWidth].map((width) => Math.min(template.width - 2 * margin, Math.max(minWidth, width))))];
  const lastY = template.height - margin - box.height;
  let best: { x: number; y: number; width: number; cost: number; under: Cell[] } | null = null;
  for (const width of widths) {
    const lastX = template.width - margin - width;
    const xs = lastX <= margin ? [Math.max(0, (template.width - width) / 2)] : Array.from({ length: steps.x + 1 }, (_, k) => margin + ((lastX - margin) * k) / steps.x);
    for (const x of xs) {
      for (let step = 0; step <= steps.y; step += 1) {
        const y = margin + ((lastY - margin) * step) / steps.y;
        const c0 = Math.max(0, Math.floor(x / cellW));
        const c1 = Math.min(cols - 1, Math.floor((x + width) / cellW));
        const r0 = Math.max(0, Math.floor(y / cellH));
        const r1 = Math.min(rows - 1, Math.floor((y + box.height) / cellH));
        const under: Cell[] = [];
        let windowCells = 0;
        for (let r = r0; r <= r1; r += 1) {
          for (let c = c0; c <= c1; c += 1) {
            const i = r * cols + c;
            const cell = cells[i];
            if (cell === undefined) continue;
            under.push(cell);
            if (isWindow[i]) windowCells += 1;
          }
        }
        const busy = under.reduce((sum, cell) => sum + cell.spread, 0) / Math.max(1, under.length) / 255;
        const offCentre = Math.abs(x + width / 2 - template.width / 2) / template.width;
        const narrowing = 1 - width / box.width;
        const cost = (windowCells / Math.max(1, under.length)) * 10 + busy + narrowing * 0.15 + offCentre * 0.05 + (1 - step / steps.y) * 0.05;
        if (best === null || cost < best.cost) best = { x, y, width, cost, under };
      }
    }
  }
  const chosen = best ?? { x: (template.width - box.width) / 2, y: (template.height - box.height) / 2, width: box.width, cost: 0, under: [] };
  return { x: chosen.x, y: chosen.y, width: chosen.width, color: pickInk(chosen.under) };
}

/** Dark #333333 or white, whichever keeps the better worst-case contrast on the cells under the text. */
function pickInk(under: readonly Cell[]): string {
  const visible = under.filter((cell) => !cell.transparent).map((cell) => cell.mean);
  if (visible.length === 0) return '#333333';
  const worst = (ink: Rgb): number => Math.min(...visible.map((bg) => contrastRatio(ink, bg)));
  const dark = worst(darkInk);
  return dark >= minimumContrast.normal || dark >= worst(lightInk) ? '#333333' : '#ffffff';
}

/**
 * The width a line of text needs without wrapping, estimated from its characters: a generous
 * average advance (0.62 em covers Roboto's capitals and '&'), plus a little room.
 */
export function estimateTextWidth(content: string, fontSize: number): number {
  const longest = Math.max(...content.split('\n').map((line) => line.length));
  return Math.ceil(longest * fontSize * 0.62 + fontSize);
}

/** The new document with its default text moved to the free area and recoloured (the only text of a fresh layout). */
export function placeInitialText(document: LayoutDocument, pixels: TemplatePixels, margin: number, textHeight: (content: string, fontSize: number, lineHeight: number) => number): LayoutDocument {
  return {
    ...document,
    elements: document.elements.map((element) => {
      // Only the default text moves.
      if (element.type !== 'text' || element.width === undefined) return element;
      const height = textHeight(element.content, element.fontSize, element.lineHeight);
      const minWidth = Math.min(element.width, estimateTextWidth(element.content, element.fontSize));
      const placement = findTextPlacement(pixels, document.template, { width: element.width, height }, margin, minWidth);
      return { ...element, x: placement.x, y: placement.y, width: placement.width, color: placement.color };
    }),
  };
}
