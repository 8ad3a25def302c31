import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { LineElement } from '../../../shared/layout/line-element.js';
import type { TextElement } from '../../../shared/layout/text-element.js';
import { getElementBox } from '../../../shared/layout/element-box.js';
import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import type { Box } from '../../../shared/layout/geometry.js';

/** Kept clear of the page's edge: the 3 mm print margin at 300 dpi, rounded up. */
const edgePx = 36;

/**
 * Where a new 'Linea separatrice' goes: as the starter texts do, on the layout's own texts (the
 * name plate) and in their ink, rather than at the top corner in black, where it lay on the photo
 * window and vanished on dark designs. It is centred under the texts (above them when there is no
 * room below), half as wide as they are, and never on an element whose kind's model says it blocks a
 * new line (a photo frame, picture, QR code or ellipse). A layout with no text keeps the line where
 * it was made, moved off any such element it lands on.
 */
export function placeNewLine(document: LayoutDocument, line: LineElement): LineElement {
  const { width: pageWidth, height: pageHeight } = document.template;
  const visible = document.elements.filter((element) => element.hidden !== true);
  const obstacles = visible.filter((element) => modelOf(element).blocksNewLine).map((element) => getElementBox(element));
  // The texts are the one kind a new line is placed by.
  const texts = visible.filter((element): element is TextElement => element.type === 'text' && element.content.trim() !== '');
  const isFree = (box: Box) => box.y >= edgePx && box.y + box.height <= pageHeight - edgePx && !obstacles.some((obstacle) => overlaps(box, obstacle));

  if (texts.length === 0) {
    const start = { x: line.x, y: line.y, width: line.width, height: line.height };
    const step = Math.max(line.height * 8, 12);
    for (let y = start.y; y + start.height <= pageHeight - edgePx; y += step) if (isFree({ ...start, y })) return { ...line, y };
    return line;
  }

  const boxes = texts.map((text) => getElementBox(text));
  const plate = union(boxes);
  const largest = texts.reduce((best, text) => (text.fontSize > best.fontSize ? text : best));
  const width = Math.max(line.width, Math.min(plate.width * 0.5, pageWidth - 2 * edgePx));
  const x = Math.min(Math.max(plate.x + (plate.width - width) / 2, edgePx), pageWidth - edgePx - width);
  const gap = Math.max(largest.fontSize * 0.3, line.height * 3);
  const below = { x, y: plate.y + plate.height + gap, width, height: line.height };
  const above = { x, y: plate.y - gap - line.height, width, height: line.height };
  const chosen = [below, above].find(isFree) ?? below;
  return { ...line, x: Math.round(chosen.x), y: Math.round(Math.min(chosen.y, pageHeight - edgePx - line.height)), width: Math.round(width), color: largest.color };
}

function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element as the side panel adds it: a separator placed on the layout's texts; anything else as made. */
export function placeAddedElement(document: LayoutDocument, element: LayoutElement): LayoutElement {
  // Only a separator is placed on the texts when added.
  return element.type === 'line' ? placeNewLine(document, element) : element;
}
