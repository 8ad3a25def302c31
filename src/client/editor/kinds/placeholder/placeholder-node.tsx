import { Circle, Group, Line, Rect } from 'react-konva';
import type { PlaceholderElement } from '../../../../shared/layout/placeholder-element.js';
import { buildPlaceholderParts } from '../../../../shared/layout/kinds/placeholder/draw.js';
import { PreviewPhotoNode } from '../../photo-preview/preview-photo-node.js';
import type { ElementNodeProps } from '../client-element-kind.js';

/** A sample photo frame: a soft landscape (sky, sun, hills), the preview photo if any, inside the optional border. */
export function PlaceholderNode({ element, common, nodeRef, previewPhoto, onMovePreviewPhoto }: ElementNodeProps<PlaceholderElement>) {
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
