import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import sharp from 'sharp';

/** An RGBA raster as sharp decodes it, with the PNG's dpi. */
export interface Rgba {
  data: Buffer;
  width: number;
  height: number;
  density: number | undefined;
}

export async function decodeRgba(bytes: Uint8Array | string): Promise<Rgba> {
  const image = sharp(typeof bytes === 'string' ? bytes : Buffer.from(bytes));
  const meta = await image.metadata();
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, density: meta.density };
}

/** What a booth program reads from a JPEG: size, dpi and whether it carries Exif (and its orientation). */
export async function readJpegFacts(bytes: Uint8Array): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined; density: number | undefined; hasExif: boolean; orientation: number | undefined }> {
  const meta = await sharp(Buffer.from(bytes)).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, density: meta.density, hasExif: meta.exif !== undefined, orientation: meta.orientation };
}

export async function readZip(filePath: string): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await readFile(filePath)));
}

export function readJson(files: Record<string, Uint8Array>, name: string): unknown {
  const file = files[name];
  if (file === undefined) throw new Error(`${name} is not in the zip`);
  return JSON.parse(strFromU8(file));
}

/** A frame of the layout document: (x, y) its top-left corner and rotation pivot, degrees clockwise. */
export interface SavedFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  borderEnabled: boolean;
  borderWidth: number;
}

/**
 * Where a pixel centre lies relative to a frame as the editor draws it: 'inside' more than
 * `margin` px in from every edge, 'outside' more than `margin` px out, else 'edge'.
 */
export function classifyPixel(frame: SavedFrame, x: number, y: number, insideMargin: number, outsideMargin: number): 'inside' | 'outside' | 'edge' {
  const radians = (-frame.rotation * Math.PI) / 180;
  const dx = x + 0.5 - frame.x;
  const dy = y + 0.5 - frame.y;
  const localX = dx * Math.cos(radians) - dy * Math.sin(radians);
  const localY = dx * Math.sin(radians) + dy * Math.cos(radians);
  if (localX > insideMargin && localX < frame.width - insideMargin && localY > insideMargin && localY < frame.height - insideMargin) return 'inside';
  if (localX < -outsideMargin || localX > frame.width + outsideMargin || localY < -outsideMargin || localY > frame.height + outsideMargin) return 'outside';
  return 'edge';
}

export interface PdfReading {
  pageWidth: number;
  pageHeight: number;
  trimBox: number[];
  bleedBox: number[];
  /** The one image's pixel size and the size it is drawn at, in points. */
  image: { widthPx: number; heightPx: number; drawnWidth: number; drawnHeight: number };
  /** The image's bytes as stored (jsPDF keeps a JPEG as it is, DCTDecode). */
  jpeg: Uint8Array;
}

/** Page size, boxes and the drawn image of a one-page PDF, read with pdf-lib and its content stream. */
export async function readPrintPdf(filePath: string): Promise<PdfReading> {
  const pdf = await PDFDocument.load(await readFile(filePath));
  const [page] = pdf.getPages();
  if (page === undefined) throw new Error('the PDF has no page');
  const { width, height } = page.getSize();
  const box = (name: string) =>
    page.node
      .lookup(PDFName.of(name))
      ?.toString()
      .replace(/[[\]]/g, '')
      .trim()
      .split(/\s+/)
      .map(Number) ?? [];
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const imageRef = xObjects?.values()[0];
  const imageStream = imageRef === undefined ? undefined : pdf.context.lookup(imageRef);
  if (!(imageStream instanceof PDFRawStream)) throw new Error('no image XObject');
  const size = (name: string) => imageStream.dict.lookup(PDFName.of(name), PDFNumber).asNumber();
  const contents = page.node.Contents();
  const streams = contents instanceof PDFRawStream ? [contents] : [];
  const text = streams.map((stream) => new TextDecoder().decode(decodePDFRawStream(stream).decode())).join('\n');
  // jsPDF draws an image as "q w 0 0 h x y cm /I0 Do Q".
  const match = /([\d.]+) 0 0 ([\d.]+) (-?[\d.]+) (-?[\d.]+) cm\s*\/I\d+ Do/.exec(text);
  if (match === null) throw new Error(`no image placement in the content stream: ${text.slice(0, 300)}`);
  return {
    pageWidth: width,
    pageHeight: height,
    trimBox: box('TrimBox'),
    bleedBox: box('BleedBox'),
    image: { widthPx: size('Width'), heightPx: size('Height'), drawnWidth: Number(match[1]), drawnHeight: Number(match[2]) },
    jpeg: imageStream.contents,
  };
}

/**
 * Pixels of the bleed (the `bleed` px band around the layout) that are not the layout's nearest
 * edge pixel repeated, beyond `tolerance` on a channel (JPEG noise); sampled every `step` px.
 */
export function findBleedMismatches(raster: Rgba, bleed: number, tolerance: number, step = 7): string[] {
  const { width, height, data } = raster;
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  const mismatches: string[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const isBleed = x < bleed || y < bleed || x >= width - bleed || y >= height - bleed;
      if (!isBleed) continue;
      const edgeX = clamp(x, bleed, width - bleed - 1);
      const edgeY = clamp(y, bleed, height - bleed - 1);
      const at = (y * width + x) * 4;
      const edge = (edgeY * width + edgeX) * 4;
      if ([0, 1, 2].some((channel) => Math.abs((data[at + channel] ?? 0) - (data[edge + channel] ?? 0)) > tolerance)) mismatches.push(`${x},${y}`);
    }
  }
  return mismatches;
}
