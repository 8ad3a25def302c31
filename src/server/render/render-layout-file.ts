import { Image, loadImage } from '@napi-rs/canvas';
import { SceneCanvas } from 'konva/lib/Canvas';
import type { ClipartElement } from '../../shared/layout/clipart-element.js';
import type { ImageElement } from '../../shared/layout/image-element.js';
import type { DrawableImage } from '../../shared/layout/kinds/draw-environment.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { tagDpiBytes } from '../../shared/print/dpi-tags.js';
import { drawLayout } from '../../shared/render/draw-layout.js';
import { watermarkFont } from '../../shared/render/watermark.js';
import './napi-konva-backend.js';
import { registerBrandFont, registerBuiltInFamily, substituteFamily } from './register-fonts.js';
import type { RenderedFile, RenderJob } from './render-job.js';

/** Every print file is tagged with this density: the templates are drawn for 300 dpi printing. */
export const printDpi = 300;
/** The browser's JPG quality (0.92), on Skia's 0–100 scale. */
const jpegQuality = 92;
/** A thumbnail's quality: a small preview, like the editor's own. */
const thumbnailJpegQuality = 72;

/**
 * Draws a layout document at its template's size with the same element drawing as the editor
 * (shared/layout/kinds), and encodes it: PNG with pHYs, or JPG on white with JFIF density, both
 * 300 dpi. Runs in a render worker; synchronous drawing, so it must never run on the event loop
 * of the server that answers requests.
 */
export async function renderLayoutFile(job: RenderJob): Promise<RenderedFile> {
  const document = useRegisteredFonts(job.document, job);
  const { width, height } = document.template;
  const [template, pictures] = await Promise.all([job.template === null ? null : decode(job.template), decodePictures(document, job.pictures)]);
  const group = drawLayout(document, { image: (element) => pictures.get(element.id) ?? null }, {
    template,
    background: job.format === 'jpg' ? '#ffffff' : null,
    watermark: job.watermark,
    demoText: job.demoText,
    draftText: job.draftText,
  });
  const scale = job.maxSide === undefined ? 1 : Math.min(1, job.maxSide / Math.max(width, height));
  const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  const canvas = new SceneCanvas({ ...size, pixelRatio: 1 });
  try {
    const context = canvas.getContext();
    context.save();
    if (scale !== 1) context.scale(scale, scale);
    group.drawScene(canvas);
    context.restore();
    const output = canvas._canvas as unknown as { encode(format: 'png'): Promise<Buffer>; encode(format: 'jpeg', quality: number): Promise<Buffer> };
    if (job.maxSide !== undefined) return { bytes: await output.encode('jpeg', thumbnailJpegQuality), ...size };
    const encoded = job.format === 'png' ? await output.encode('png') : await output.encode('jpeg', jpegQuality);
    return { bytes: tagDpiBytes(encoded, job.format, printDpi), width, height };
  } finally {
    group.destroy();
    canvas.setSize(0, 0);
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
  return { ...document, elements: document.elements.map((element) => (element.type === 'text' ? { ...element, fontFamily: familyOf(element.fontFamily) } : element)) };
}

async function decode(bytes: Uint8Array): Promise<DrawableImage | null> {
  try {
    return (await loadImage(Buffer.from(bytes))) as unknown as DrawableImage;
  } catch {
    return null;
  }
}

/** Each picture element's decoded file, by element id; an SVG is rasterised at the size it is drawn, as a browser does. */
async function decodePictures(document: LayoutDocument, files: Record<string, Uint8Array>): Promise<Map<string, DrawableImage>> {
  const pictures = document.elements.filter((element): element is ImageElement | ClipartElement => (element.type === 'image' || element.type === 'clipart') && element.hidden !== true);
  const decoded = new Map<string, DrawableImage>();
  const bitmaps = new Map<string, Promise<DrawableImage | null>>();
  await Promise.all(
    pictures.map(async (element) => {
      const bytes = files[element.src];
      if (bytes === undefined) return;
      let picture: DrawableImage | null;
      if (isSvg(bytes)) {
        picture = await decodeSvg(bytes, element);
      } else {
        let pending = bitmaps.get(element.src);
        if (pending === undefined) {
          pending = decode(bytes);
          bitmaps.set(element.src, pending);
        }
        picture = await pending;
      }
      if (picture !== null) decoded.set(element.id, picture);
    }),
  );
  return decoded;
}

async function decodeSvg(bytes: Uint8Array, element: ImageElement | ClipartElement): Promise<DrawableImage | null> {
  try {
    const image = new Image(Math.max(1, Math.ceil(element.width)), Math.max(1, Math.ceil(element.height)));
    image.src = Buffer.from(bytes);
    await image.decode();
    return image as unknown as DrawableImage;
  } catch {
    return null;
  }
}

function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('utf8').trimStart();
  return head.startsWith('<svg') || head.startsWith('<?xml') || head.startsWith('<!--');
}
