import { Text } from 'react-konva';
import type { TextElement } from '../../../../shared/layout/text-element.js';
import { buildTextDrawing } from '../../../../shared/layout/kinds/text/text-drawing.js';
import { TextProperties } from '../../panels/properties/text-properties.js';
import type { ClientElementKind, ElementNodeProps, ElementPropertiesProps } from '../client-element-kind.js';

/** Wrap width, 'riduci per adattare', spacing, capitals and outline: see text-drawing.ts. */
function TextNode({ element, common, nodeRef }: ElementNodeProps<TextElement>) {
  return <Text {...common} ref={nodeRef} {...buildTextDrawing(element)} />;
}

function TextKindProperties({ element, actions, swatches, fontCatalog, fontAllowance }: ElementPropertiesProps<TextElement>) {
  return <TextProperties element={element} actions={actions} swatches={swatches} fontCatalog={fontCatalog} fontAllowance={fontAllowance} />;
}

export const textKind: ClientElementKind<TextElement> = {
  Node: TextNode,
  Properties: TextKindProperties,
  titleKey: 'editor.properties.titleText',
  glyph: 'T',
};
