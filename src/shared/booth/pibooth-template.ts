import type { LayoutDocument } from '../layout/layout-document.js';
import type { TextElement } from '../layout/text-element.js';
import { getElementCentre, getElementSize } from '../layout/element-box.js';
import { findSlotFrames, type SlotFrame } from './slot-frames.js';
import { planTwoUpSheet } from '../print/two-up-sheet.js';

/**
 * A picture template for the pibooth-picture-template plugin (pibooth/pibooth-picture-template,
 * pibooth_picture_template.py, v1.1): a draw.io (mxGraph) file, one <diagram> page per number of
 * captures and orientation. The rules it parses by:
 * - `dpi` is read from the first cell of the page's root (`template[0][0].get('dpi', 600)`), and
 *   every length (pageWidth, pageHeight, mxGeometry x/y/width/height) is in hundredths of an
 *   inch, turned into pixels by `int(cin * dpi / 100)` (truncated). We write dpi 300, the dpi of
 *   our files, so 1200 px is 400.
 * - the page is landscape when its width is not less than its height, else portrait; two pages
 *   with the same number of captures in one orientation are an error.
 * - a vertex whose style starts with 'text;' is a text box; its value '1', '2', 'footer_text1' or
 *   'footer_text2' receives pibooth's [PICTURE] footer texts.
 * - any other vertex is a capture; its value '1'…'4' is the number of the shot it shows (a number
 *   may repeat: the same shot printed twice), and the distinct numbers are the capture count.
 * - `rotation` in the style is draw.io's clockwise angle about the box's centre (parsed with
 *   int(), so whole degrees); the plugin negates it for PIL, which turns counter-clockwise, and
 *   pastes the turned photo back around the same centre. The photo is cover-fitted to the box.
 */
export interface PiboothPage {
  name: string;
  width: number;
  height: number;
  captures: { number: number; frame: SlotFrame }[];
  texts: { value: 'footer_text1' | 'footer_text2'; frame: SlotFrame }[];
}

export const piboothDpi = 300;
export const piboothMaxCaptures = 4;

/**
 * Hundredths of an inch for `pixels` (rounded to whole pixels) at our dpi, rounded away from
 * zero in the 4th decimal, so that the plugin's int(), which truncates towards zero, gives the
 * same whole pixel back (400/3 would otherwise come back as 399.99 → 399).
 */
export function toCentiInches(pixels: number): string {
  const exact = ((Math.round(pixels) * 100) / piboothDpi) * 10000;
  const value = (exact < 0 ? Math.floor(exact) : Math.ceil(exact)) / 10000;
  return String(value + 0);
}

/**
 * The page pibooth fills: the layout itself, or for a 2x6 strip the 4x6 sheet with both copies,
 * each shot numbered once per copy (what pibooth prints on a 4x6 printer). The first two texts of
 * the layout, in drawing order, become the footer boxes (typically the names and the date).
 */
export function planPiboothPage(document: LayoutDocument, name: string): PiboothPage {
  const { width, height } = document.template;
  const sheet = planTwoUpSheet(width, height);
  const frames = findSlotFrames(document);
  const copies = sheet?.copies ?? [{ x: 0, y: 0 }];
  // pibooth's text slots are for texts alone.
  const texts = document.elements.filter((element): element is TextElement => element.type === 'text').slice(0, 2);
  return {
    name,
    width: sheet?.width ?? width,
    height: sheet?.height ?? height,
    captures: copies.flatMap((copy) => frames.map((frame, index) => ({ number: index + 1, frame: { ...frame, x: frame.x + copy.x, y: frame.y + copy.y } }))),
    texts: texts.map((text, index) => ({ value: index === 0 ? 'footer_text1' : 'footer_text2', frame: toTextFrame(text) })),
  };
}

function toTextFrame(text: TextElement): SlotFrame {
  const size = getElementSize(text);
  const centre = getElementCentre(text);
  return { x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height, rotation: text.rotation };
}

export function buildPiboothTemplate(page: PiboothPage): string {
  const cells = [
    ...page.captures.map((capture, index) => cell(`capture-${index + 1}`, String(capture.number), 'rounded=0;whiteSpace=wrap;html=1;fillColor=#000000;fontColor=#FFFFFF;', capture.frame)),
    ...page.texts.map((text, index) => cell(`text-${index + 1}`, text.value, 'text;html=1;strokeColor=#000000;fillColor=none;align=center;verticalAlign=middle;whiteSpace=wrap;rounded=0;', text.frame)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<mxfile host="Cornice" type="device" compressed="false" pages="1">',
    `  <diagram id="cornice-page-1" name="${escapeXml(page.name)}">`,
    `    <mxGraphModel grid="1" gridSize="10" guides="1" page="1" pageScale="1" pageWidth="${toCentiInches(page.width)}" pageHeight="${toCentiInches(page.height)}" math="0" shadow="0">`,
    '      <root>',
    `        <mxCell id="0" dpi="${piboothDpi}" />`,
    '        <mxCell id="1" parent="0" />',
    ...cells,
    '      </root>',
    '    </mxGraphModel>',
    '  </diagram>',
    '</mxfile>',
    '',
  ].join('\n');
}

function cell(id: string, value: string, style: string, frame: SlotFrame): string {
  const rotation = Math.round(frame.rotation) + 0;
  const fullStyle = rotation === 0 ? style : `${style}rotation=${rotation};`;
  return [
    `        <mxCell id="${id}" value="${escapeXml(value)}" style="${fullStyle}" vertex="1" parent="1">`,
    `          <mxGeometry x="${toCentiInches(frame.x)}" y="${toCentiInches(frame.y)}" width="${toCentiInches(frame.width)}" height="${toCentiInches(frame.height)}" as="geometry" />`,
    '        </mxCell>',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
