import type { ClipartElement } from '../../../../shared/layout/clipart-element.js';
import { ClipartProperties } from '../../panels/properties/clipart-properties.js';
import type { ClientElementKind, ElementPropertiesProps } from '../client-element-kind.js';
import { PictureNode } from '../image/picture-node.js';

function ClipartKindProperties({ element, actions, swatches }: ElementPropertiesProps<ClipartElement>) {
  return <ClipartProperties element={element} actions={actions} swatches={swatches} />;
}

export const clipartKind: ClientElementKind<ClipartElement> = {
  Node: PictureNode,
  Properties: ClipartKindProperties,
  titleKey: 'editor.properties.titleClipart',
  glyph: '✿',
};
