import type Konva from 'konva';
import { useCallback, useMemo } from 'react';
import { Rect, Shape } from 'react-konva';
import type { QrCodeElement } from '../../../shared/layout/qrcode-element.js';
import { layoutQrModules, snapQrRects, type QrDrawing, type QrRect } from '../model/qr-geometry.js';
import { createQrMatrix } from './create-qr-matrix.js';

type CommonProps = Record<string, unknown> & { id: string };

/**
 * A QR code drawn as vectors: the background square, then every dark run as a rectangle of one
 * path, filled once. The export clones this node and draws it at the output's pixel ratio, so
 * the modules are rasterised there, sharp at any resolution; a bitmap scaled up would blur the
 * module edges that readers look for. Unless the code is rotated, the module edges are moved onto
 * whole pixels of the canvas being drawn, so no module has a grey border. The shadow stays off
 * (see createQrCodeElement).
 */
export function QrCodeNode({ element, common, nodeRef }: { element: QrCodeElement; common: CommonProps; nodeRef: (node: Konva.Node | null) => void }) {
  const { url, errorCorrection, size, quietZone, backgroundEnabled, backgroundColor } = element;
  const matrix = useMemo(() => createQrMatrix(url, errorCorrection), [url, errorCorrection]);
  const drawing = useMemo(() => (matrix === null ? null : layoutQrModules(matrix, size, quietZone)), [matrix, size, quietZone]);
  const sceneFunc = useCallback(
    (context: Konva.Context, shape: Konva.Shape) => {
      if (drawing === null) return;
      if (backgroundEnabled) {
        context.setAttr('fillStyle', backgroundColor);
        context.fillRect(0, 0, size, size);
      }
      context.beginPath();
      for (const rect of placeOnPixels(drawing, context)) context.rect(rect.x, rect.y, rect.width, rect.height);
      context.closePath();
      context.fillShape(shape);
    },
    [drawing, backgroundEnabled, backgroundColor, size],
  );
  // The whole square is the hit area: the gaps between modules must not let a click through.
  const hitFunc = useCallback(
    (context: Konva.Context, shape: Konva.Shape) => {
      context.beginPath();
      context.rect(0, 0, size, size);
      context.closePath();
      context.fillShape(shape);
    },
    [size],
  );
  if (drawing === null) {
    return <Rect {...common} shadowEnabled={false} ref={nodeRef} width={size} height={size} fill="#e4e7eb" dash={[6, 6]} stroke="#9aa4b0" strokeWidth={1} />;
  }
  return <Shape {...common} shadowEnabled={false} ref={nodeRef} width={size} height={size} fill={element.color} sceneFunc={sceneFunc} hitFunc={hitFunc} />;
}

/** The drawing's modules snapped to the target canvas's pixels when it is drawn without rotation or skew (export or screen alike). */
function placeOnPixels(drawing: QrDrawing, context: Konva.Context): readonly QrRect[] {
  const { a, b, c, d, e, f } = context._context.getTransform();
  if (b !== 0 || c !== 0 || a === 0 || d === 0) return drawing.rects;
  return snapQrRects(drawing, { scaleX: a, scaleY: d, translateX: e, translateY: f });
}
