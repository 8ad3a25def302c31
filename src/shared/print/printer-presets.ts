import { mmToPixels } from './print-units.js';

/**
 * Dye-sublimation printers booth operators use, with what each does to a 4x6 (6x4) print.
 *
 * These printers print borderless by drawing an image slightly larger than the paper (the
 * "native" image size of their 6x4 media) and letting the excess fall off the edges. A file
 * of the print's nominal size (1800×1200 at 300 dpi) is scaled up by the driver to cover that
 * native size, centred, so a band along every edge of the design is lost. `nativeWidth` ×
 * `nativeHeight` is the printer's 6x4 image in its own dots (300 dpi), long side first;
 * `paperWidth` × `paperHeight` the paper it lands on.
 *
 * Sources: the manufacturers' specification sheets (DNP DS620A and DS-RX1HS: 6x4 "PC" media at
 * 300 dpi, print image 1844 × 1240 dots, the 2" cut dividing the sheet into two 6x2 strips; Canon
 * SELPHY CP1300 / CP1500: postcard media 100 × 148 mm at 300 × 300 dpi, borderless image
 * 1872 × 1248 dots; Citizen CX-02: 6x4 media at 300 dpi, print image 1836 × 1248 dots). The DNP
 * media code '6x4 (PC)' is the one the open-source DNP backend reports (selphy_print,
 * backend_dnpds40.c, dnpds620 media tables). Checked against Gutenprint's dye-sub page tables
 * (src/main/print-dyesub.c, as stored for echiu64/gutenprint): DNP DS620 and DS-RX1 4x6
 * ('w288h432') is 1240 dots across an imaging width of 1920 less 38 a side, i.e. 1240 × 1844
 * ("Imaging area is wider than print size"); Canon SELPHY CP820/CP910/CP1000/CP1200 "and beyond"
 * Postcard 100x148mm is 1248 × 1872 (the older CP-100…CP900 tables say 1232 × 1808). The Citizen
 * CX-02 has no page table there that we could find offline, so its 1836 × 1248 is the spec
 * sheet's figure, unchecked: measure a test print (the pack's test-print.jpg) before trusting
 * the last pixel.
 * The paper-feed tolerance (`feedToleranceMm`) is the margin we keep on top of the crop for a
 * sheet that sits a little off (our allowance, half a millimetre, not a manufacturer's figure).
 */
export interface PrinterPreset {
  id: PrinterPresetId;
  name: string;
  nativeWidth: number;
  nativeHeight: number;
  paperWidth: number;
  paperHeight: number;
  dpi: number;
  feedToleranceMm: number;
  /** Whether the printer cuts a 6x4 into two 6x2 strips itself (DNP's 2" cut). */
  hasStripCut: boolean;
}

export const printerPresetIds = ['dnp-ds620', 'dnp-ds-rx1', 'canon-selphy', 'citizen-cx02'] as const;
export type PrinterPresetId = (typeof printerPresetIds)[number];

export const printerPresets: readonly PrinterPreset[] = [
  { id: 'dnp-ds620', name: 'DNP DS620', nativeWidth: 1844, nativeHeight: 1240, paperWidth: 1800, paperHeight: 1200, dpi: 300, feedToleranceMm: 0.5, hasStripCut: true },
  { id: 'dnp-ds-rx1', name: 'DNP DS-RX1', nativeWidth: 1844, nativeHeight: 1240, paperWidth: 1800, paperHeight: 1200, dpi: 300, feedToleranceMm: 0.5, hasStripCut: true },
  // 148 × 100 mm at 300 dpi is 1748 × 1181 dots of paper.
  { id: 'canon-selphy', name: 'Canon SELPHY CP1300 / CP1500', nativeWidth: 1872, nativeHeight: 1248, paperWidth: 1748, paperHeight: 1181, dpi: 300, feedToleranceMm: 0.5, hasStripCut: false },
  { id: 'citizen-cx02', name: 'Citizen CX-02', nativeWidth: 1836, nativeHeight: 1248, paperWidth: 1800, paperHeight: 1200, dpi: 300, feedToleranceMm: 0.5, hasStripCut: false },
];

/** The printer a pack is made for when none is chosen: the most common booth printer. */
export const defaultPrinterId: PrinterPresetId = 'dnp-ds620';

export function findPrinterPreset(id: PrinterPresetId): PrinterPreset {
  const preset = printerPresets.find((entry) => entry.id === id);
  if (preset === undefined) throw new Error(`unknown printer preset ${id}`);
  return preset;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the printer does to a page of `width` × `height` design pixels. */
export interface PrintArea {
  /** The part of the design that reaches the paper (design pixels). */
  visible: Rect;
  /** The visible part less the feed tolerance: text and faces belong inside it. */
  safe: Rect;
  /** Design pixels lost on each side, the larger of the two axes' bands. */
  cropPx: { x: number; y: number };
}

/**
 * The design (a 4x6 page, or a 2x6 strip that prints as one half of a 6x4 sheet) is matched to
 * the printer's image the way drivers do: turned to the same orientation, scaled to cover the
 * native image, centred; the paper then shows its centre. A strip is one half of the sheet along
 * its short side, so its share of the native image is half as wide.
 */
export function computePrintArea(preset: PrinterPreset, page: { width: number; height: number }): PrintArea {
  const isStrip = Math.max(page.width, page.height) === Math.min(page.width, page.height) * 3;
  const long = Math.max(page.width, page.height);
  const short = Math.min(page.width, page.height);
  const nativeShort = isStrip ? preset.nativeHeight / 2 : preset.nativeHeight;
  const paperShort = isStrip ? preset.paperHeight / 2 : preset.paperHeight;
  const scale = Math.max(preset.nativeWidth / long, nativeShort / short);
  const visibleLong = Math.min(long, preset.paperWidth / scale);
  const visibleShort = Math.min(short, paperShort / scale);
  const isLandscape = page.width >= page.height;
  const visibleWidth = isLandscape ? visibleLong : visibleShort;
  const visibleHeight = isLandscape ? visibleShort : visibleLong;
  const visible = { x: (page.width - visibleWidth) / 2, y: (page.height - visibleHeight) / 2, width: visibleWidth, height: visibleHeight };
  const tolerance = mmToPixels(preset.feedToleranceMm, preset.dpi);
  const safe = { x: visible.x + tolerance, y: visible.y + tolerance, width: visible.width - 2 * tolerance, height: visible.height - 2 * tolerance };
  return { visible, safe, cropPx: { x: visible.x, y: visible.y } };
}
