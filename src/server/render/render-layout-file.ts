import type { Canvas } from '@napi-rs/canvas';
import { SceneCanvas } from 'konva/lib/Canvas';
import { isPictureElement, type DrawableImage, type PictureElement } from '../../shared/layout/kinds/draw-environment.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { tagDpiBytes } from '../../shared/print/dpi-tags.js';
import { pdfRasterDpi } from '../../shared/print/print-pdf-plan.js';
import { assertNever } from '../../shared/util/assert-never.js';
import { composeBoothPack } from './compose-booth-pack.js';
import { decodePicture } from './decode-picture.js';
import { draftDetailScale, enlargeToFileSize } from './draft-detail.js';
import { composePrintPdf, composeTwoUpSheet } from './compose-print-files.js';
import { drawLayout } from '../../shared/render/draw-layout.js';
import { resolvePhotoWindows } from '../../shared/render/photo-windows.js';
import { slotTreatmentOf, type SlotTreatment } from '../../shared/render/slot-nodes.js';
import { watermarkFont } from '../../shared/render/watermark.js';
import './napi-konva-backend.js';
import { registerBrandFont, registerBuiltInFamily, substituteFamily } from './register-fonts.js';
import { printDpi, type RenderedFile, type RenderJob, thumbnailScale } from './render-job.js';

/** The browser's JPG quality (0.92), on Skia's 0–100 scale. */
const jpegQuality = 92;
/** A thumbnail's quality: a small preview, like the editor's own. */
const thumbnailJpegQuality = 72;

/**
 * Draws a layout document at its template's size with the same element drawing as the editor
 * (shared/layout/kinds), its photo frames as the job asks (photo-windows.ts), and encodes it: PNG with pHYs, or JPG on white with JFIF density, both
 * 300 dpi; or composes the two-strip sheet or the print PDF from it (compose-print-files). A
 * watermarked file keeps that size but only a draft's detail (draft-detail.ts).
 * Runs in a render worker; synchronous drawing, so it must never run on the event loop of the
 * server that answers requests.
 */
export async function renderLayoutFile(job: RenderJob): Promise<RenderedFile> {
  // A thumbnail: the whole page scaled down to maxSide, a small JPEG like the editor's own.
  if (job.maxSide !== undefined) {
    return drawLayoutCanvas(job, { pixelRatio: 1, scale: thumbnailScale(job), background: job.format === 'jpg' ? '#ffffff' : null }, async (canvas) => ({
      bytes: await canvas.encode('jpeg', thumbnailJpegQuality),
      width: canvas.width,
      height: canvas.height,
    }));
  }
  switch (job.format) {
    case 'png':
    case 'jpg':
      return drawLayoutCanvas(job, { pixelRatio: 1, background: job.format === 'jpg' ? '#ffffff' : null }, async (canvas) => {
        const encoded = job.format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', jpegQuality);
        return { bytes: tagDpiBytes(encoded, job.format === 'png' ? 'png' : 'jpg', printDpi), width: canvas.width, height: canvas.height };
      });
    case 'sheet':
      return drawLayoutCanvas(job, { pixelRatio: 1, background: null }, (canvas) => composeTwoUpSheet(canvas, job.hasCutLine === true));
    case 'pdf': {
      const { template } = job.document;
      return drawLayoutCanvas(job, { pixelRatio: pdfRasterDpi / template.dpi, background: '#ffffff' }, (canvas) => composePrintPdf(canvas, template));
    }
    case 'booth': {
      const facts = job.boothPack;
      if (facts === undefined) throw new Error('a booth pack job names no pack');
      // The overlay (frames cut to alpha 0) and the background (frames left out), watermarked as the job says.
      const layer = { pixelRatio: 1, background: null };
      return drawLayoutCanvas(job, { ...layer, slotTreatment: 'holes' }, (overlay) =>
        drawLayoutCanvas(job, { ...layer, slotTreatment: 'empty' }, (background) => composeBoothPack({ overlay, background }, job.document, facts)),
      );
    }
    default:
      return assertNever(job.format);
  }
}

/**
 * The layout drawn on a canvas of template size × pixelRatio, handed to `use` and released
 * after it (a worker draws many files: a kept full-size canvas would hold its memory).
 */
async function drawLayoutCanvas<T>(job: RenderJob, options: { pixelRatio: number; background: string | null; scale?: number; slotTreatment?: SlotTreatment }, use: (canvas: Canvas) => Promise<T>): Promise<T> {
  const document = useRegisteredFonts(job.document, job);
  const { width, height } = document.template;
  const [template, pictures] = await Promise.all([job.template === null ? null : decodePicture(job.template), decodePictures(document, job.pictures)]);
  // A thumbnail shows the layout as the editor does; a print file, the frames as asked.
  const slotTreatment = options.slotTreatment ?? (job.maxSide !== undefined || job.photoWindows === undefined || job.format === 'booth' ? null : slotTreatmentOf(resolvePhotoWindows(job.photoWindows, job.format)));
  const group = drawLayout(document, { image: (element) => pictures.get(element.id) ?? null }, {
    template,
    slotTreatment,
    background: options.background,
    watermark: job.watermark,
    demoText: job.demoText,
    draftText: job.draftText,
  });
  // A scaled-down copy (a thumbnail) keeps whole pixels, rounded as the editor's own thumbnails are.
  const scale = options.scale ?? 1;
  const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  // A watermarked file is drawn with a draft's detail and enlarged to its size (draft-detail.ts).
  const detail = draftDetailScale(job, size.width * options.pixelRatio, size.height * options.pixelRatio);
  const canvas = new SceneCanvas({ ...size, pixelRatio: options.pixelRatio * detail });
  let enlarged: Canvas | null = null;
  try {
    const context = canvas.getContext();
    context.save();
    if (scale !== 1) context.scale(scale, scale);
    group.drawScene(canvas);
    context.restore();
    const drawn = canvas._canvas as unknown as Canvas;
    // The file's size as the canvas would have had it (a canvas drops the fraction of a pixel).
    if (detail < 1) enlarged = enlargeToFileSize(drawn, Math.floor(size.width * options.pixelRatio), Math.floor(size.height * options.pixelRatio));
    return await use(enlarged ?? drawn);
  } finally {
    group.destroy();
    canvas.setSize(0, 0);
    if (enlarged !== null) {
      enlarged.width = 0;
      enlarged.height = 0;
    }
  }
}

/**
 * The document with each text's family swapped for the name it is registered under: the
 * catalogue's as they are, a brand family under its owner's own name, anything else in Roboto,
 * as the browser substitutes a family it cannot find.
 */
function useRegisteredFonts(document: LayoutDocument, job: RenderJob): LayoutDocument {
  registerBuiltInFamily(watermarkFont);
  const brandNames = new Map<string, string>();
  for (const font of job.brandFonts) {
    const alias = registerBrandFont(font);
    if (alias !== null) brandNames.set(font.family, alias);
  }
  const familyOf = (family: string): string => brandNames.get(family) ?? (registerBuiltInFamily(family) ? family : substituteFamily);
  // Only texts name a font.
  return { ...document, elements: document.elements.map((element) => (element.type === 'text' ? { ...element, fontFamily: familyOf(element.fontFamily) } : element)) };
}

/** Each picture element's decoded file, by element id; an SVG is rasterised at the size it is drawn, as a browser does. */
async function decodePictures(document: LayoutDocument, files: Record<string, Uint8Array>): Promise<Map<string, DrawableImage>> {
  const pictures = document.elements.filter((element): element is PictureElement => isPictureElement(element) && element.hidden !== true);
  const decoded = new Map<string, DrawableImage>();
  await Promise.all(
    pictures.map(async (element) => {
      const bytes = files[element.src];
      if (bytes === undefined) return;
      const picture = await decodePicture(bytes, element);
      if (picture !== null) decoded.set(element.id, picture);
    }),
  );
  return decoded;
}
