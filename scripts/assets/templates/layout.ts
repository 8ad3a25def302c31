import type { Format } from '../../../src/shared/catalog/formats.js';
import { chooseCamera, fitCellsToCamera, type CameraShape } from './camera-fit.js';

/**
 * Where photos and the names/date band go on each format. Designs ask for a layout and
 * decorate around it, so one design function works for all four aspect ratios.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Shape = 'postcard-portrait' | 'postcard-landscape' | 'strip-vertical' | 'strip-horizontal';
type Side = 'top' | 'right' | 'bottom' | 'left';

export interface LayoutOptions {
  /** Trim edge to content, in units (1 unit = 1% of the short side). */
  inset?: number | Partial<Record<Side, number>>;
  /** Between photos and band, in units. */
  gap?: number;
  postcardPhotos?: 1 | 2 | 3 | 4;
  stripPhotos?: 3 | 4;
  /** The band goes after the photos (bottom/right) or before them (top/left). */
  bandAt?: 'start' | 'end';
}

export interface Layout {
  w: number;
  h: number;
  shape: Shape;
  /** 1% of the short side: decoration scales with it, so strips get proportionally smaller motifs. */
  u: number;
  /** 3 mm print margin at 300 dpi: nothing essential outside the full-bleed background goes there. */
  safe: number;
  isStrip: boolean;
  /** True when the photos run left to right (landscape postcard, horizontal strip). */
  horizontal: boolean;
  content: Rect;
  /** The photo windows, each exactly the camera's shape (camera-fit.ts). */
  photos: Rect[];
  /** The booth camera the windows are drawn for: a photo of it fills them without being cut. */
  camera: CameraShape;
  band: Rect;
}

export const safeMarginPx = Math.ceil((3 / 25.4) * 300);

export function shapeOf(format: Format): Shape {
  const strip = format.key.startsWith('photostrip');
  const landscape = format.widthPx > format.heightPx;
  if (strip) return landscape ? 'strip-horizontal' : 'strip-vertical';
  return landscape ? 'postcard-landscape' : 'postcard-portrait';
}

export function planLayout(format: Format, options: LayoutOptions = {}): Layout {
  const w = format.widthPx;
  const h = format.heightPx;
  const shape = shapeOf(format);
  const u = Math.min(w, h) / 100;
  const insetOf = (side: Side): number =>
    (typeof options.inset === 'number' ? options.inset : (options.inset?.[side] ?? 9)) * u;
  const content: Rect = {
    x: insetOf('left'),
    y: insetOf('top'),
    w: w - insetOf('left') - insetOf('right'),
    h: h - insetOf('top') - insetOf('bottom'),
  };
  const gap = (options.gap ?? (shape.startsWith('strip') ? 4 : 3)) * u;
  const n = options.stripPhotos ?? 3;
  const photosCount = options.postcardPhotos ?? 1;
  const bandAtStart = options.bandAt === 'start';

  // The band runs across the short direction except on a single-photo landscape postcard,
  // where a side column keeps the photo close to a normal 4:3 / 1:1 shape.
  const bandOnSide = shape === 'strip-horizontal' || (shape === 'postcard-landscape' && photosCount === 1);
  let bandSize: number;
  switch (shape) {
    case 'postcard-portrait':
      bandSize = 0.17 * h;
      break;
    case 'postcard-landscape':
      bandSize = photosCount === 1 ? 0.25 * w : 0.2 * h;
      break;
    case 'strip-vertical': {
      // Photos keep a camera-like ratio (4:3 for three, 3:2 for four); the footer takes the rest.
      const photoH = content.w / (n === 3 ? 4 / 3 : 3 / 2);
      bandSize = Math.max(0.13 * h, content.h - n * photoH - n * gap);
      break;
    }
    case 'strip-horizontal':
      bandSize = (n === 3 ? 0.22 : 0.17) * w;
      break;
  }

  const [photoArea, band] = bandOnSide
    ? splitX(content, bandSize, gap, bandAtStart)
    : splitY(content, bandSize, gap, bandAtStart);
  // The cells the arrangement gives, narrowed to the camera's shape that fits them best: a
  // booth's photo then fills its window whole (the editor's booth check defaults to that camera).
  const cells = arrangePhotos(shape, photoArea, shape.startsWith('strip') ? n : photosCount, gap);
  const camera = chooseCamera(cells);
  return {
    w,
    h,
    shape,
    u,
    safe: safeMarginPx,
    isStrip: shape.startsWith('strip'),
    horizontal: shape === 'strip-horizontal' || shape === 'postcard-landscape',
    content,
    photos: fitCellsToCamera(cells, photoArea, camera, band),
    camera,
    band,
  };
}

function splitX(r: Rect, bandW: number, gap: number, bandFirst: boolean): [Rect, Rect] {
  const photoW = r.w - bandW - gap;
  return bandFirst
    ? [{ ...r, x: r.x + bandW + gap, w: photoW }, { ...r, w: bandW }]
    : [{ ...r, w: photoW }, { ...r, x: r.x + photoW + gap, w: bandW }];
}

function splitY(r: Rect, bandH: number, gap: number, bandFirst: boolean): [Rect, Rect] {
  const photoH = r.h - bandH - gap;
  return bandFirst
    ? [{ ...r, y: r.y + bandH + gap, h: photoH }, { ...r, h: bandH }]
    : [{ ...r, h: photoH }, { ...r, y: r.y + photoH + gap, h: bandH }];
}

function row(r: Rect, count: number, gap: number): Rect[] {
  const cw = (r.w - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ ...r, x: r.x + i * (cw + gap), w: cw }));
}

function column(r: Rect, count: number, gap: number): Rect[] {
  const ch = (r.h - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ ...r, y: r.y + i * (ch + gap), h: ch }));
}

function arrangePhotos(shape: Shape, area: Rect, count: number, gap: number): Rect[] {
  if (shape === 'strip-vertical') return column(area, count, gap);
  if (shape === 'strip-horizontal') return row(area, count, gap);
  if (count === 1) return [area];
  const portrait = shape === 'postcard-portrait';
  if (count === 2) return portrait ? column(area, 2, gap) : row(area, 2, gap);
  if (count === 4) {
    // A 2 × 2 grid.
    const [top, bottom] = column(area, 2, gap) as [Rect, Rect];
    return [...row(top, 2, gap), ...row(bottom, 2, gap)];
  }
  // Three: one hero photo and two smaller ones beside/below it.
  if (portrait) {
    const heroH = (area.h - gap) * 0.55;
    const rest = { ...area, y: area.y + heroH + gap, h: area.h - heroH - gap };
    return [{ ...area, h: heroH }, ...row(rest, 2, gap)];
  }
  const heroW = (area.w - gap) * 0.6;
  const rest = { ...area, x: area.x + heroW + gap, w: area.w - heroW - gap };
  return [{ ...area, w: heroW }, ...column(rest, 2, gap)];
}

/** Centre of a rect. */
export function centre(r: Rect): { cx: number; cy: number } {
  return { cx: r.x + r.w / 2, cy: r.y + r.h / 2 };
}

/** The rect grown (or shrunk, with a negative amount) on every side. */
export function grow(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by };
}

/** Whether two rects share any area (touching edges do not). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && a.x + a.w > b.x && a.y < b.y + b.h && a.y + a.h > b.y;
}
