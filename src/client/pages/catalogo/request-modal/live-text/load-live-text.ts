import type { StarterForm } from '../../../../../shared/layout/create-starter-document.js';
import type { LayoutDocument } from '../../../../../shared/layout/layout-document.js';
import { loadStarterLayout } from '../../../../catalog/templates/load-starter-layout.js';
import { drawTextLayer } from './draw-text-layer.js';
import { liveTextElements, textFaces } from './live-text-elements.js';

/** Our self-hosted @font-face rules (written by `npm run assets`), the ones the editor uses. */
const fontFacesHref = '/assets/fonts/fonts.css';
/** A font that never arrives must not keep the preview from showing the words at all. */
const fontTimeoutMs = 3000;

/** A design's live words, ready: its starter read, its fonts and its backdrop loaded. */
export interface LiveText {
  /** The template size the texts are placed in. */
  width: number;
  height: number;
  /** Draws the starter's words with the client's names and date on the canvas, sized to its box. */
  draw: (canvas: HTMLCanvasElement, form: StarterForm) => void;
}

/**
 * Loaded by the request modal when it opens (this module is its own chunk): reads the starter,
 * loads the faces its texts use from our fonts and decodes the backdrop, so the first draw is
 * already in the design's fonts. Null when the starter cannot be read: the modal keeps showing
 * the designed picture as it is.
 */
export async function loadLiveText(templatePath: string, backdropUrl: string): Promise<LiveText | null> {
  const [starter] = await Promise.all([loadStarterLayout(templatePath), decodeImage(backdropUrl)]);
  if (starter === null) return null;
  await loadFaces(textFaces(liveTextElements(starter, {})));
  return { width: starter.template.width, height: starter.template.height, draw: (canvas, form) => drawOn(canvas, starter, form) };
}

function drawOn(canvas: HTMLCanvasElement, starter: LayoutDocument, form: StarterForm): void {
  const context = canvas.getContext('2d');
  if (context === null) return;
  drawTextLayer(context, liveTextElements(starter, form), canvas.width / starter.template.width);
}

async function decodeImage(url: string): Promise<void> {
  const image = new Image();
  image.src = url;
  if (typeof image.decode !== 'function') return;
  // A backdrop that fails to decode still lets the words show; the browser shows what it can.
  await image.decode().catch(() => undefined);
}

async function loadFaces(faces: readonly string[]): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await ensureStylesheet();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, fontTimeoutMs);
  });
  await Promise.race([Promise.allSettled(faces.map((face) => document.fonts.load(face))), timeout]);
  clearTimeout(timer);
}

/** The @font-face rules must be known before fonts.load() can find a face to load. */
function ensureStylesheet(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${fontFacesHref}"]`);
  if (existing?.sheet != null) return Promise.resolve();
  const link = existing ?? document.createElement('link');
  const ready = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  if (existing === null) {
    link.rel = 'stylesheet';
    link.href = fontFacesHref;
    document.head.appendChild(link);
  }
  return ready;
}
