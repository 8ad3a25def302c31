import type { Format } from '../../../src/shared/catalog/formats.js';
import { contrastRatio, minimumContrast, parseHexColour, type Rgb } from '../../../src/shared/layout/contrast.js';
import { migrate } from '../../../src/shared/layout/migrate.js';
import type { TextElement } from '../../../src/shared/layout/text-element.js';
import { safeMarginPx } from './layout.js';
import { measureLine } from './starter-fonts.js';
import { textHeight } from './starter-layout.js';

/**
 * What makes a starter layout right, measured on the template's own pixels: a valid
 * document; every frame on a photo window (one plain light area: what the generator leaves for
 * photos); every text inside the 3 mm margin and readable on the pixels under its letters.
 */

export interface Pixels {
  width: number;
  height: number;
  /** RGB, row by row. */
  data: Uint8Array;
}

function at(p: Pixels, x: number, y: number): Rgb {
  const cx = Math.min(p.width - 1, Math.max(0, Math.round(x)));
  const cy = Math.min(p.height - 1, Math.max(0, Math.round(y)));
  const i = (cy * p.width + cx) * 3;
  return [p.data[i] ?? 0, p.data[i + 1] ?? 0, p.data[i + 2] ?? 0];
}

function grid(x: number, y: number, w: number, h: number, steps: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i += 1) for (let j = 0; j <= steps; j += 1) points.push([x + ((w - 1) * i) / steps, y + ((h - 1) * j) / steps]);
  return points;
}

/** WCAG large text: 18 pt, or 14 pt bold; the template is 300 dpi. */
function isLarge(fontSize: number, bold: boolean): boolean {
  const points = (fontSize / 300) * 72;
  return points >= 18 || (bold && points >= 14);
}

export function checkStarter(json: unknown, templatePath: string, format: Format, pixels: Pixels): string[] {
  const problems: string[] = [];
  const migrated = migrate(json);
  if (!migrated.ok) return [`invalid layout: ${migrated.error.message}`];
  const doc = migrated.document;
  if (doc.template.path !== templatePath) problems.push(`template path ${doc.template.path}`);
  if (doc.template.width !== format.widthPx || doc.template.height !== format.heightPx) problems.push('template size');
  const frames = doc.elements.filter((e) => e.type === 'placeholder');
  if (frames.length === 0) problems.push('no photo frame');
  const texts = doc.elements.filter((e) => e.type === 'text');
  if (!texts.some((t) => t.id === 'names') || !texts.some((t) => t.id === 'date')) problems.push('names or date missing');

  for (const frame of frames) {
    // Every sampled pixel of the frame, edges included, has the window's colour: a plain light area.
    const window = at(pixels, frame.x + frame.width / 2, frame.y + frame.height / 2);
    const off = grid(frame.x, frame.y, frame.width, frame.height, 16).filter(([x, y]) => {
      const c = at(pixels, x, y);
      return Math.max(...c.map((v, i) => Math.abs(v - (window[i] ?? 0)))) > 10;
    });
    if (Math.min(...window) < 200) problems.push(`${frame.id}: not on a light window (${window.join(',')})`);
    if (off.length > 0) problems.push(`${frame.id}: ${off.length} sampled pixels off the window, e.g. at ${off[0]?.map(Math.round).join(',')}`);
    problems.push(...checkWindowFilled(frame, window, pixels));
  }

  for (const text of texts) problems.push(...checkText(text, format, pixels));
  return problems;
}

/**
 * The photo fills its window: walking outward from five points of each of the frame's edges, the
 * window's colour ends within 3% of the short side (the mat a panel leaves around its frame) for
 * most of them. A longer run along a side is window the photo leaves white in every preview and
 * print, such as the top and the sides of an arch.
 */
export function checkWindowFilled(frame: { id: string; x: number; y: number; width: number; height: number }, window: Rgb, pixels: Pixels): string[] {
  const limit = Math.ceil(Math.min(pixels.width, pixels.height) * 0.03);
  const isWindow = (x: number, y: number): boolean => {
    const c = at(pixels, x, y);
    return Math.max(...c.map((v, i) => Math.abs(v - (window[i] ?? 0)))) <= 10;
  };
  const run = (x: number, y: number, dx: number, dy: number): number => {
    let length = 0;
    while (length <= limit && isWindow(x + dx * (length + 1), y + dy * (length + 1))) length += 1;
    return length;
  };
  const { x, y, width: w, height: h } = frame;
  const right = x + w - 1;
  const bottom = y + h - 1;
  // Points along each edge, clear of the rounded corners.
  const along = [0.1, 0.3, 0.5, 0.7, 0.9];
  const walks = along.flatMap((t) => [
    { side: 'top', length: run(x + w * t, y, 0, -1) },
    { side: 'bottom', length: run(x + w * t, bottom, 0, 1) },
    { side: 'left', length: run(x, y + h * t, -1, 0) },
    { side: 'right', length: run(right, y + h * t, 1, 0) },
  ]);
  // A side is open when most of its walks run on: one walk that meets a white dash of the mat or a
  // white animal peeking over the panel is decoration, a white band along the side is window.
  const sides = ['top', 'bottom', 'left', 'right'].filter((side) => walks.filter((walk) => walk.side === side && walk.length > limit).length >= 3);
  return sides.length === 0 ? [] : [`${frame.id}: the window runs on past the frame on the ${sides.join(', ')} (more than ${limit} px left white)`];
}

/**
 * One text of a layout on the template's pixels: inside the 3 mm margin, its lines (measured with
 * the real font) inside its box, and readable on the pixels under its letters.
 */
export function checkText(text: TextElement, format: Format, pixels: Pixels): string[] {
  const problems: string[] = [];
  const bold = text.fontWeight === 'bold';
  const height = textHeight(text);
  const box = { x: text.x, y: text.y, w: text.width ?? 0, h: height };
  const safe = safeMarginPx;
  if (box.x < safe || box.y < safe || box.x + box.w > format.widthPx - safe || box.y + box.h > format.heightPx - safe) {
    problems.push(`${text.id}: outside the 3 mm margin`);
  }
  const inkWidth = Math.max(...text.content.split('\n').map((line) => measureLine(line, text.fontFamily, bold, text.fontSize)));
  if (inkWidth > box.w) problems.push(`${text.id}: ${Math.round(inkWidth)} px of text in a ${Math.round(box.w)} px box`);
  // The pixels under the letters: the line's advance width, the em box's middle 70%.
  const ink = parseHexColour(text.color);
  const needed = isLarge(text.fontSize, bold) ? minimumContrast.large : minimumContrast.normal;
  const left = box.x + (box.w - inkWidth) / 2;
  const samples = grid(left, box.y + height * 0.15, inkWidth, height * 0.7, 20).map(([x, y]) => contrastRatio(ink, at(pixels, x, y)));
  samples.sort((a, b) => a - b);
  // The worst 2%: a hairline or a confetti dot under a letter is fine, a dark area is not.
  const worst = samples[Math.floor(samples.length * 0.02)] ?? 0;
  if (worst < needed) problems.push(`${text.id}: contrast ${worst.toFixed(2)} < ${needed}`);
  return problems;
}
