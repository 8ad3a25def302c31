import type { LayoutDocument } from './layout-document.js';
import { layoutRanges } from './layout-ranges.js';
import type { TextElement } from './text-element.js';

/** The width of one line drawn in a text's font at its size (the editor measures with Konva; tests with the font files). */
export type MeasureLineWidth = (line: string, text: TextElement) => number;

/** Room left on each side of the widest line: the editor may measure before the web font has arrived. */
const widthSlack = 0.95;

/** The starter's texts that sit on the name plate (scripts/assets/templates/starter-layout.ts names them). */
const plateTextIds = new Set(['names', 'date']);

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function boxOf(text: TextElement): Box {
  return { x: text.x, y: text.y, w: text.width ?? 0, h: text.content.split('\n').length * text.fontSize * text.lineHeight };
}

function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.w));
  const bottom = Math.max(...boxes.map((box) => box.y + box.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/**
 * On a built-in template: 'Layout vuoto' starts with the default text only, on
 * the name plate where the template's starter layout writes the names and the date, in the
 * starter's ink (the starters are checked readable on the template's own pixels when they are
 * generated). The default text takes the plate's width, centred, at its own size or smaller so
 * that its widest line fits the plate's width and its lines the plate's height. Without plate
 * texts the document is returned as it is.
 */
export function placeOnNamePlate(document: LayoutDocument, starter: LayoutDocument, measureLine: MeasureLineWidth): LayoutDocument {
  // The plate is made of the starter's texts alone.
  const texts = starter.elements.filter((element): element is TextElement => element.type === 'text' && element.width !== undefined);
  const onPlate = texts.filter((text) => plateTextIds.has(text.id));
  const plateTexts = onPlate.length > 0 ? onPlate : texts;
  const ink = plateTexts.find((text) => text.id === 'names') ?? plateTexts[0];
  if (ink === undefined) return document;
  const plate = union(plateTexts.map(boxOf));
  return {
    ...document,
    elements: document.elements.map((element) => {
      // Only the default text goes on the plate.
      if (element.type !== 'text') return element;
      const lines = element.content.split('\n');
      const widest = Math.max(...lines.map((line) => measureLine(line, element)));
      const fittingWidth = widest > 0 ? (element.fontSize * plate.w * widthSlack) / widest : element.fontSize;
      const fittingHeight = plate.h / (lines.length * element.lineHeight);
      const fontSize = Math.max(layoutRanges.fontSize.min, Math.floor(Math.min(element.fontSize, fittingWidth, fittingHeight)));
      const height = lines.length * fontSize * element.lineHeight;
      return {
        ...element,
        fontSize,
        color: ink.color,
        textAlign: 'center',
        x: Math.round(plate.x),
        width: Math.round(plate.w),
        y: Math.round(plate.y + (plate.h - height) / 2),
      };
    }),
  };
}
