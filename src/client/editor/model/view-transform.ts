import type { Point, Size } from '../../../shared/layout/geometry.js';
import { canvasPaddingPx, fitTemplate } from './fit-template.js';

/**
 * How the page sits on the stage: `scale` screen px per print px (1 is 100 %), and the screen
 * position of the page's top-left corner inside the stage. The view is never part of the document.
 */
export interface ViewTransform {
  scale: number;
  x: number;
  y: number;
}

export const zoomRange = { min: 0.05, max: 8 } as const;

/** The zoom buttons walk these levels (print px per screen px, 1 = 100 %). */
const zoomLevels = [0.05, 0.1, 0.15, 0.2, 0.25, 1 / 3, 0.5, 2 / 3, 0.75, 1, 1.5, 2, 3, 4, 6, 8] as const;

/** The whole page in the viewport with the spec's 40 px around it, centred, never enlarged. */
export function fitView(page: Size, viewport: Size, padding: number = canvasPaddingPx): ViewTransform {
  const scale = fitTemplate(page.width, page.height, viewport.width, viewport.height, padding);
  return centreView(page, viewport, scale);
}

/**
 * Beyond the 40 px padding, the band the canvas keeps clear at its top (the notes floating under
 * the toolbar) and at its bottom (the zoom bar), so neither sits on the page when it is fit.
 */
export const canvasChromePx = { top: 16, bottom: 24 } as const;

/** The viewport less the bands kept for the controls over the canvas. */
function usableViewport(viewport: Size): Size {
  return { width: viewport.width, height: Math.max(0, viewport.height - canvasChromePx.top - canvasChromePx.bottom) };
}

/** Like fitView, in the part of the viewport the controls over the canvas leave clear. */
export function fitViewClearOfControls(page: Size, viewport: Size): ViewTransform {
  const view = fitView(page, usableViewport(viewport));
  return { ...view, y: view.y + canvasChromePx.top };
}

/** Like centreView, in the part of the viewport the controls over the canvas leave clear. */
export function centreViewClearOfControls(page: Size, viewport: Size, scale: number): ViewTransform {
  const view = centreView(page, usableViewport(viewport), scale);
  return { ...view, y: view.y + canvasChromePx.top };
}

/** The page at this scale, centred in the viewport. */
export function centreView(page: Size, viewport: Size, scale: number): ViewTransform {
  return { scale, x: (viewport.width - page.width * scale) / 2, y: (viewport.height - page.height * scale) / 2 };
}

/** A new scale that keeps the page point under `anchor` (a stage point, e.g. the pointer) where it is. */
export function zoomAt(view: ViewTransform, scale: number, anchor: Point): ViewTransform {
  const next = clampScale(scale);
  const pageX = (anchor.x - view.x) / view.scale;
  const pageY = (anchor.y - view.y) / view.scale;
  return { scale: next, x: anchor.x - pageX * next, y: anchor.y - pageY * next };
}

/**
 * Zoom per px of wheel travel: a mouse notch (about 100 px) is about +16 %, a trackpad's or
 * pinch's few px are a fraction of a percent, so a gesture zooms smoothly.
 */
const wheelZoomPerPx = 0.0015;
/** No single event zooms by more than this factor, however large the delta a browser reports. */
export const maxWheelZoomStep = 1.4;

/** Ctrl/Cmd + wheel or a pinch (which browsers report as a wheel with ctrlKey): zoom in proportion to the wheel's travel. */
export function zoomByWheel(view: ViewTransform, deltaY: number, anchor: Point): ViewTransform {
  const bound = Math.log(maxWheelZoomStep);
  const exponent = Number.isFinite(deltaY) ? clamp(-deltaY * wheelZoomPerPx, -bound, bound) : 0;
  return zoomAt(view, view.scale * Math.exp(exponent), anchor);
}

/** The next zoom level up (direction 1) or down (-1) from the current scale. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const epsilon = 1e-6;
  if (direction === 1) return zoomLevels.find((level) => level > scale + epsilon) ?? zoomRange.max;
  return [...zoomLevels].reverse().find((level) => level < scale - epsilon) ?? zoomRange.min;
}

/**
 * Moves the view by a screen offset, keeping at least `keep` px of the page inside the viewport
 * so the page can never be lost off screen.
 */
export function panView(view: ViewTransform, delta: Point, page: Size, viewport: Size, keep = 80): ViewTransform {
  const width = page.width * view.scale;
  const height = page.height * view.scale;
  return {
    scale: view.scale,
    x: clamp(view.x + delta.x, keep - width, viewport.width - keep),
    y: clamp(view.y + delta.y, keep - height, viewport.height - keep),
  };
}

/** The zoom as people read it: '200 %'. */
export function formatZoom(scale: number): string {
  return `${Math.round(scale * 100)} %`;
}

function clampScale(scale: number): number {
  return Number.isFinite(scale) ? clamp(scale, zoomRange.min, zoomRange.max) : 1;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
