import { Image as KonvaImage, Rect } from 'react-konva';
import type { ClipartElement } from '../../../../shared/layout/clipart-element.js';
import type { ImageElement } from '../../../../shared/layout/image-element.js';
import { buildMissingPictureAttrs } from '../../../../shared/layout/kinds/image/picture-attrs.js';
import { useLoadedImage } from '../../canvas/use-loaded-image.js';
import type { ElementNodeProps } from '../client-element-kind.js';

/** An uploaded image or a clip-art: its picture once loaded, a grey frame until then (or when it cannot be). */
export function PictureNode({ element, common, nodeRef }: ElementNodeProps<ImageElement | ClipartElement>) {
  const loaded = useLoadedImage(element.src);
  if (loaded.status !== 'loaded') {
    return <Rect {...common} ref={nodeRef} {...buildMissingPictureAttrs(element)} />;
  }
  return <KonvaImage {...common} ref={nodeRef} image={loaded.image} width={element.width} height={element.height} />;
}
