import { useMemo } from 'react';
import { Rect, Shape } from 'react-konva';
import type { QrCodeElement } from '../../../../shared/layout/qrcode-element.js';
import { buildMissingQrAttrs, buildQrDrawing, buildQrShapeAttrs } from '../../../../shared/layout/kinds/qrcode/draw.js';
import type { ElementNodeProps } from '../client-element-kind.js';

/** A QR code as every renderer draws it (see buildQrShapeAttrs); the modules are computed once per link, size and margin. */
export function QrCodeNode({ element, common, nodeRef }: ElementNodeProps<QrCodeElement>) {
  const { url, errorCorrection, size, quietZone } = element;
  const drawing = useMemo(() => buildQrDrawing({ url, errorCorrection, size, quietZone }), [url, errorCorrection, size, quietZone]);
  const attrs = useMemo(() => (drawing === null ? null : buildQrShapeAttrs(element, drawing)), [drawing, element]);
  if (attrs === null) return <Rect {...common} shadowEnabled={false} ref={nodeRef} {...buildMissingQrAttrs(element)} />;
  return <Shape {...common} shadowEnabled={false} ref={nodeRef} {...attrs} />;
}
