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
import { buildCommonAttrs } from '../../../shared/layout/kinds/element-attrs.js';
import { buildMissingPictureAttrs } from '../../../shared/layout/kinds/image/picture-attrs.js';
import { buildLineAttrs } from '../../../shared/layout/kinds/line/draw.js';
import { buildPlaceholderParts } from '../../../shared/layout/kinds/placeholder/draw.js';
import { buildTextDrawing } from '../../../shared/layout/kinds/text/text-drawing.js';
import { assertNever } from '../../../shared/util/assert-never.js';
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
  // The same attributes as every renderer's node (shared/layout/kinds), plus what only the editor needs.
  const common = {
    ...buildCommonAttrs(element),
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
      return <Rect {...common} ref={nodeRef} {...buildLineAttrs(element)} hitStrokeWidth={12} />;
    case 'placeholder':
      return <PlaceholderNode element={element} common={common} nodeRef={nodeRef} previewPhoto={previewPhoto} onMovePreviewPhoto={onMovePreviewPhoto} />;
    case 'image':
    case 'clipart':
      return <PictureNode element={element} common={common} nodeRef={nodeRef} />;
    case 'qrcode':
      return <QrCodeNode element={element} common={common} nodeRef={nodeRef} />;
    default:
      return assertNever(element);
  }
});

type CommonProps = Record<string, unknown> & { id: string };

function PictureNode({ element, common, nodeRef }: { element: ImageElement | ClipartElement; common: CommonProps; nodeRef: (node: Konva.Node | null) => void }) {
  const loaded = useLoadedImage(element.src);
  if (loaded.status !== 'loaded') {
    return <Rect {...common} ref={nodeRef} {...buildMissingPictureAttrs(element)} />;
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
  const parts = buildPlaceholderParts(element);
  return (
    <Group {...common} ref={nodeRef}>
      <Rect {...parts.sky} />
      <Circle {...parts.sun} />
      <Line {...parts.hills} />
      {previewPhoto !== undefined && onMovePreviewPhoto !== undefined && <PreviewPhotoNode frameId={element.id} frame={{ width, height }} photo={previewPhoto} onMove={onMovePreviewPhoto} />}
      {parts.border !== null && <Rect {...parts.border} />}
    </Group>
  );
}
