import { getElementBox } from '../layout/element-box.js';
import type { LayoutDocument } from '../layout/layout-document.js';
import type { LayoutElement } from '../layout/layout-element.js';

/**
 * What drawing a layout costs, in milliseconds of one core (measured on the server's renderer,
 * Konva on @napi-rs/canvas, bench machine; an estimate on the safe side). What costs is the area
 * each element covers on the page, by far the most when it has an outline and casts a shadow or is
 * half transparent (Konva then composes it in a buffer of its size: about 18 to 43 ns a pixel),
 * less with a shadow alone (about 5; 15 for a picture, an image or a clip-art, scaled and turned),
 * little without (about 1); and each line of a text (about 20 µs: a text of 200,000 empty lines
 * took 4 s). The server refuses, before any drawing, a render whose estimate passes its budget.
 */
const nsPerPixel = { buffered: 45, pictureShadow: 16, shadow: 5, picture: 3, plain: 1 } as const;
const msPerTextLine = 0.02;
const msPerCharacter = 0.0006;
const msPerElement = 0.01;

/**
 * `areaScale`: the drawing's pixels per template pixel, squared in the area (a thumbnail is
 * drawn smaller, a PDF may be drawn larger); the lines of a text cost the same at any size.
 */
export function estimateRenderMs(document: LayoutDocument, areaScale = 1): number {
  const page = { x: 0, y: 0, width: document.template.width, height: document.template.height };
  let total = 0;
  for (const element of document.elements) {
    if (element.hidden === true) continue;
    total += msPerElement;
    if (element.type === 'text') total += countLines(element.content) * msPerTextLine + element.content.length * msPerCharacter;
    const area = coveredArea(element, page) * areaScale * areaScale;
    total += (area * nsPerPixel[effectsOf(element)]) / 1e6;
  }
  return total;
}

function effectsOf(element: LayoutElement): keyof typeof nsPerPixel {
  const hasShadow = element.shadowEnabled && (element.shadowBlur > 0 || element.shadowOffsetX !== 0 || element.shadowOffsetY !== 0);
  if (hasOutline(element) && (hasShadow || element.opacity < 1)) return 'buffered';
  const isPicture = element.type === 'image' || element.type === 'clipart';
  if (hasShadow) return isPicture ? 'pictureShadow' : 'shadow';
  return isPicture ? 'picture' : 'plain';
}

function hasOutline(element: LayoutElement): boolean {
  switch (element.type) {
    case 'text':
      return (element.strokeWidth ?? 0) > 0;
    case 'ellipse':
      return element.strokeWidth > 0;
    case 'placeholder':
      return element.borderEnabled;
    default:
      return false;
  }
}

/** The page area the element's box covers, grown by its outline and shadow (which the box leaves out). */
function coveredArea(element: LayoutElement, page: { width: number; height: number }): number {
  const box = getElementBox(element);
  const outline = element.type === 'text' || element.type === 'ellipse' ? (element.strokeWidth ?? 0) : 0;
  const spread = outline + (element.shadowEnabled ? element.shadowBlur + Math.max(Math.abs(element.shadowOffsetX), Math.abs(element.shadowOffsetY)) : 0);
  const left = Math.max(0, box.x - spread);
  const top = Math.max(0, box.y - spread);
  const right = Math.min(page.width, box.x + box.width + spread);
  const bottom = Math.min(page.height, box.y + box.height + spread);
  return Math.max(0, right - left) * Math.max(0, bottom - top);
}

function countLines(content: string): number {
  let lines = 1;
  for (let at = content.indexOf('\n'); at !== -1; at = content.indexOf('\n', at + 1)) lines += 1;
  return lines;
}
