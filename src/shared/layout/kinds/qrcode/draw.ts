import Konva from 'konva';
import type { QrCodeElement } from '../../qrcode-element.js';
import { buildCommonAttrs } from '../element-attrs.js';
import { createQrMatrix } from './create-qr-matrix.js';
import { layoutQrModules, snapQrRects, type QrDrawing, type QrRect } from './qr-geometry.js';

/** A link the QR encoder refuses shows this grey dashed square instead. */
export function buildMissingQrAttrs(element: QrCodeElement) {
  return { width: element.size, height: element.size, fill: '#e4e7eb', dash: [6, 6], stroke: '#9aa4b0', strokeWidth: 1 };
}

export interface QrShapeAttrs {
  width: number;
  height: number;
  fill: string;
  sceneFunc: (context: Konva.Context, shape: Konva.Shape) => void;
  hitFunc: (context: Konva.Context, shape: Konva.Shape) => void;
}

/** The modules of a code, null when its link cannot be encoded. Separate so the editor can memoise it. */
export function buildQrDrawing(element: Pick<QrCodeElement, 'url' | 'errorCorrection' | 'size' | 'quietZone'>): QrDrawing | null {
  const matrix = createQrMatrix(element.url, element.errorCorrection);
  return matrix === null ? null : layoutQrModules(matrix, element.size, element.quietZone);
}

/**
 * A QR code drawn as vectors: the background square, then every dark run as a rectangle of one
 * path, filled once. Every renderer draws it at its output's pixel ratio, so the modules are
 * rasterised there, sharp at any resolution; a bitmap scaled up would blur the module edges that
 * readers look for. Unless the code is rotated, the module edges are moved onto whole pixels of
 * the canvas being drawn, so no module has a grey border. The whole square is the hit area: the
 * gaps between modules must not let a click through.
 */
export function buildQrShapeAttrs(element: QrCodeElement, drawing: QrDrawing): QrShapeAttrs {
  const { size, backgroundEnabled, backgroundColor } = element;
  return {
    width: size,
    height: size,
    fill: element.color,
    sceneFunc: (context, shape) => {
      if (backgroundEnabled) {
        context.setAttr('fillStyle', backgroundColor);
        context.fillRect(0, 0, size, size);
      }
      context.beginPath();
      for (const rect of placeOnPixels(drawing, context)) context.rect(rect.x, rect.y, rect.width, rect.height);
      context.closePath();
      context.fillShape(shape);
    },
    hitFunc: (context, shape) => {
      context.beginPath();
      context.rect(0, 0, size, size);
      context.closePath();
      context.fillShape(shape);
    },
  };
}

/** The shadow stays off (see createQrCodeElement): a soft edge would blur the modules. */
export function drawQrCode(element: QrCodeElement): Konva.Shape {
  const common = { ...buildCommonAttrs(element), shadowEnabled: false, listening: false };
  const drawing = buildQrDrawing(element);
  if (drawing === null) return new Konva.Rect({ ...common, ...buildMissingQrAttrs(element) });
  return new Konva.Shape({ ...common, ...buildQrShapeAttrs(element, drawing) });
}

/** The drawing's modules snapped to the target canvas's pixels when it is drawn without rotation or skew (export or screen alike). */
function placeOnPixels(drawing: QrDrawing, context: Konva.Context): readonly QrRect[] {
  const { a, b, c, d, e, f } = context._context.getTransform();
  if (b !== 0 || c !== 0 || a === 0 || d === 0) return drawing.rects;
  return snapQrRects(drawing, { scaleX: a, scaleY: d, translateX: e, translateY: f });
}
