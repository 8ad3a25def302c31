import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { memo, useCallback } from 'react';
import { Circle, Group, Image as KonvaImage, Line, Rect, Text } from 'react-konva';
import type { ClipartElement } from '../../../shared/layout/clipart-element.js';
import type { ImageElement } from '../../../shared/layout/image-element.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { PlaceholderElement } from '../../../shared/layout/placeholder-element.js';
import { isLocked } from '../model/is-locked.js';
import type { Offset } from '../photo-preview/cover-fit.js';
import { PreviewPhotoNode } from '../photo-preview/preview-photo-node.js';
import type { PreviewPhoto } from '../photo-preview/use-photo-preview.js';
import { QrCodeNode } from './qr-code-node.js';
import { buildTextDrawing } from './text-drawing.js';
import { useLoadedImage } from './use-loaded-image.js';

export interface ElementHandlers {
  onClick: (event: KonvaEventObject<MouseEvent | TouchEvent>) => void;
  onDblClick: (event: KonvaEventObject<MouseEvent | TouchEvent>) => void;
  onDragStart: (event: KonvaEventObject<DragEvent>) => void;
  onDragMove: (event: KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: KonvaEventObject<DragEvent>) => void;
}

interface ElementNodeProps {
  element: LayoutElement;
  isHidden: boolean;
  /** Shared by every element (they find theirs from the event's node): stable, so memo holds. */
  handlers: ElementHandlers;
  registerNode: (id: string, node: Konva.Node | null) => void;
  /** 'Anteprima con foto': the photo a frame shows (never part of the document). */
  previewPhoto?: PreviewPhoto | undefined;
  onMovePreviewPhoto?: ((frameId: string, offset: Offset) => void) | undefined;
}

/**
 * One document element as Konva nodes; every attribute comes from the document. Memoised: the
 * document's elements are immutable, so an untouched element keeps its object and is skipped.
 */
export const ElementNode = memo(function ElementNode({ element, isHidden, handlers, registerNode, previewPhoto, onMovePreviewPhoto }: ElementNodeProps) {
  const { id } = element;
  const nodeRef = useCallback((node: Konva.Node | null) => registerNode(id, node), [registerNode, id]);
  const common = {
    id: element.id,
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    opacity: element.opacity,
    shadowEnabled: element.shadowEnabled,
    shadowColor: element.shadowColor,
    shadowBlur: element.shadowBlur,
    shadowOffsetX: element.shadowOffsetX,
    shadowOffsetY: element.shadowOffsetY,
    visible: !isHidden,
    draggable: !isLocked(element),
    onClick: handlers.onClick,
    onTap: handlers.onClick,
    onDblClick: handlers.onDblClick,
    onDblTap: handlers.onDblClick,
    onDragStart: handlers.onDragStart,
    onDragMove: handlers.onDragMove,
    onDragEnd: handlers.onDragEnd,
  };
  switch (element.type) {
    case 'text':
      // Wrap width, 'riduci per adattare', spacing, capitals and outline: see text-drawing.ts.
      return <Text {...common} ref={nodeRef} {...buildTextDrawing(element)} />;
    case 'line':
      // A thin line is hard to hit: the hit area reaches a few pixels either side.
      return <Rect {...common} ref={nodeRef} width={element.width} height={element.height} fill={element.color} hitStrokeWidth={12} />;
    case 'placeholder':
      return <PlaceholderNode element={element} common={common} nodeRef={nodeRef} previewPhoto={previewPhoto} onMovePreviewPhoto={onMovePreviewPhoto} />;
    case 'image':
    case 'clipart':
      return <PictureNode element={element} common={common} nodeRef={nodeRef} />;
    case 'qrcode':
      return <QrCodeNode element={element} common={common} nodeRef={nodeRef} />;
    default:
      return null;
  }
});

type CommonProps = Record<string, unknown> & { id: string };

function PictureNode({ element, common, nodeRef }: { element: ImageElement | ClipartElement; common: CommonProps; nodeRef: (node: Konva.Node | null) => void }) {
  const loaded = useLoadedImage(element.src);
  if (loaded.status !== 'loaded') {
    return <Rect {...common} ref={nodeRef} width={element.width} height={element.height} fill="#e4e7eb" dash={[6, 6]} stroke="#9aa4b0" strokeWidth={1} />;
  }
  return <KonvaImage {...common} ref={nodeRef} image={loaded.image} width={element.width} height={element.height} />;
}

/** A sample photo frame: a soft landscape (sky, sun, hills) inside the optional border. */
function PlaceholderNode({
  element,
  common,
  nodeRef,
  previewPhoto,
  onMovePreviewPhoto,
}: {
  element: PlaceholderElement;
  common: CommonProps;
  nodeRef: (node: Konva.Node | null) => void;
  previewPhoto: PreviewPhoto | undefined;
  onMovePreviewPhoto: ((frameId: string, offset: Offset) => void) | undefined;
}) {
  const { width, height } = element;
  const border = element.borderEnabled ? element.borderWidth : 0;
  return (
    <Group {...common} ref={nodeRef}>
      <Rect
        width={width}
        height={height}
        fillLinearGradientStartPoint={{ x: 0, y: 0 }}
        fillLinearGradientEndPoint={{ x: 0, y: height }}
        fillLinearGradientColorStops={[0, '#bcd6ea', 0.6, '#e3eef6', 1, '#d8e6c8']}
      />
      <Circle x={width * 0.75} y={height * 0.3} radius={Math.min(width, height) * 0.1} fill="#f6d77c" listening={false} />
      <Line points={[0, height, width * 0.35, height * 0.5, width * 0.6, height * 0.8, width * 0.8, height * 0.6, width, height]} closed fill="#9fbf8a" listening={false} />
      {previewPhoto !== undefined && onMovePreviewPhoto !== undefined && <PreviewPhotoNode frameId={element.id} frame={{ width, height }} photo={previewPhoto} onMove={onMovePreviewPhoto} />}
      {border > 0 && <Rect x={border / 2} y={border / 2} width={width - border} height={height - border} stroke={element.borderColor} strokeWidth={border} listening={false} />}
    </Group>
  );
}
