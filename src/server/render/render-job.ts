import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import type { PrinterPresetId } from '../../shared/print/printer-presets.js';
import type { PhotoWindows } from '../../shared/render/photo-windows.js';
import type { Watermark } from '../../shared/render/watermark.js';

/** The layout as PNG or JPG, two copies of a strip on a 4x6 sheet (PNG), the print lab's PDF with bleed, or the booth pack (zip). */
export type RenderFormat = 'png' | 'jpg' | 'sheet' | 'pdf' | 'booth';

/** What a booth pack names besides the document (planBoothPack): its name, printer, pull URL and README.txt language. */
export interface BoothPackFacts {
  name: string;
  printerId: PrinterPresetId;
  pullUrl?: string;
  language: 'it' | 'en';
}

/** A brand font face of the layout's owner, as stored. */
export interface RenderFont {
  /** Its blob key: unique, so two operators' families of the same name never mix. */
  key: string;
  family: string;
  bytes: Uint8Array;
}

/**
 * Everything a render needs, read by the main thread (database, blob store, files) and handed
 * to a worker: the worker does no I/O of its own besides the built-in font files.
 */
export interface RenderJob {
  document: LayoutDocument;
  format: RenderFormat;
  /** The two-strip sheet's cut line on the seam. */
  hasCutLine?: boolean;
  /** What the photo frames show (a JPG or PDF draws 'transparent' white); absent: the sample landscape. */
  photoWindows?: PhotoWindows;
  watermark: Watermark;
  demoText: string;
  draftText: string;
  /** The template's original file; null draws the page without it. */
  template: Uint8Array | null;
  /** The files of the images and clip-art by their src; a missing one is drawn as a grey frame. */
  pictures: Record<string, Uint8Array>;
  brandFonts: RenderFont[];
  /** The booth pack's facts; required for the 'booth' format. */
  boothPack?: BoothPackFacts;
  /** Draws the page scaled down to at most this many px a side (a thumbnail), at screen quality. */
  maxSide?: number;
}

export interface RenderedFile {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Every print file is tagged with this density: the templates are drawn for 300 dpi printing. */
export const printDpi = 300;

/** A thumbnail's scale: the whole page within `maxSide`, never enlarged; 1 for any other file. */
export function thumbnailScale(job: Pick<RenderJob, 'maxSide' | 'document'>): number {
  const { width, height } = job.document.template;
  return job.maxSide === undefined ? 1 : Math.min(1, job.maxSide / Math.max(width, height));
}
