import type { PlaceholderElement } from '../../../../shared/layout/placeholder-element.js';
import { ClipartProperties } from '../../panels/properties/clipart-properties.js';
import type { ClientElementKind, ElementPropertiesProps } from '../client-element-kind.js';
import { PlaceholderNode } from './placeholder-node.js';

/** A frame has clip-art's controls plus its camera ratios and its border (see ClipartProperties). */
function PlaceholderKindProperties({ element, actions, swatches }: ElementPropertiesProps<PlaceholderElement>) {
  return <ClipartProperties element={element} actions={actions} swatches={swatches} />;
}

export const placeholderKind: ClientElementKind<PlaceholderElement> = {
  Node: PlaceholderNode,
  Properties: PlaceholderKindProperties,
  titleKey: 'editor.properties.titlePlaceholder',
  glyph: '⬚',
};
