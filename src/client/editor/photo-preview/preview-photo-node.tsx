import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { Group, Image as KonvaImage } from 'react-konva';
import { previewPhotoNodeName } from '../canvas/layer-names.js';
import { offsetOfPosition, placePhoto, type Offset, type Size } from './cover-fit.js';
import type { PreviewPhoto } from './use-photo-preview.js';

interface PreviewPhotoNodeProps {
  frameId: string;
  frame: Size;
  photo: PreviewPhoto;
  onMove: (frameId: string, offset: Offset) => void;
}

/**
 * The preview photo in a frame's own coordinates (the frame's group rotates it): cover fit,
 * clipped to the frame. Dragging it moves the photo inside the frame, never the frame: its drag
 * events stop here, and each move is clamped so the photo keeps covering the frame.
 */
export function PreviewPhotoNode({ frameId, frame, photo, onMove }: PreviewPhotoNodeProps) {
  const natural = { width: photo.image.naturalWidth, height: photo.image.naturalHeight };
  const placed = placePhoto(natural, frame, photo.offset);
  const clampTo = (node: Konva.Node) => {
    const offset = offsetOfPosition(natural, frame, { x: node.x(), y: node.y() });
    const at = placePhoto(natural, frame, offset);
    node.position({ x: at.x, y: at.y });
    return offset;
  };
  const stop = (event: KonvaEventObject<DragEvent>) => {
    event.cancelBubble = true;
  };
  return (
    <Group name={previewPhotoNodeName} clipX={0} clipY={0} clipWidth={frame.width} clipHeight={frame.height}>
      <KonvaImage
        image={photo.image}
        x={placed.x}
        y={placed.y}
        width={placed.width}
        height={placed.height}
        draggable
        onDragStart={stop}
        onDragMove={(event) => {
          stop(event);
          clampTo(event.target);
        }}
        onDragEnd={(event) => {
          stop(event);
          onMove(frameId, clampTo(event.target));
        }}
      />
    </Group>
  );
}
