import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { memo, useCallback } from 'react';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { buildCommonAttrs } from '../../../shared/layout/kinds/element-attrs.js';
import { clientKindOf } from '../kinds/client-element-kinds.js';
import { isLocked } from '../model/is-locked.js';
import type { Offset } from '../photo-preview/cover-fit.js';
import type { PreviewPhoto } from '../photo-preview/use-photo-preview.js';

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
  // Each kind draws its own node (kinds/<kind>/): the shared drawing's attributes, bound to the editor.
  const { Node } = clientKindOf(element.type);
  return <Node element={element} common={common} nodeRef={nodeRef} previewPhoto={previewPhoto} onMovePreviewPhoto={onMovePreviewPhoto} />;
});
