import type { ImageElement } from '../../../../shared/layout/image-element.js';
import { ImageProperties } from '../../panels/properties/image-properties.js';
import type { ClientElementKind, ElementPropertiesProps } from '../client-element-kind.js';
import { PictureNode } from './picture-node.js';

function ImageKindProperties({ element, actions, template }: ElementPropertiesProps<ImageElement>) {
  return <ImageProperties element={element} actions={actions} templateDpi={template?.dpi ?? 300} />;
}

export const imageKind: ClientElementKind<ImageElement> = {
  Node: PictureNode,
  Properties: ImageKindProperties,
  titleKey: 'editor.properties.titleImage',
  glyph: '▣',
};
