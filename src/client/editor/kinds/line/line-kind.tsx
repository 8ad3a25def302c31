import { Rect } from 'react-konva';
import type { LineElement } from '../../../../shared/layout/line-element.js';
import { buildLineAttrs } from '../../../../shared/layout/kinds/line/draw.js';
import { LineProperties } from '../../panels/properties/line-properties.js';
import type { ClientElementKind, ElementNodeProps, ElementPropertiesProps } from '../client-element-kind.js';

/** A thin line is hard to hit: the hit area reaches a few pixels either side. */
function LineNode({ element, common, nodeRef }: ElementNodeProps<LineElement>) {
  return <Rect {...common} ref={nodeRef} {...buildLineAttrs(element)} hitStrokeWidth={12} />;
}

function LineKindProperties({ element, actions, swatches, template }: ElementPropertiesProps<LineElement>) {
  return <LineProperties element={element} actions={actions} swatches={swatches} canvasWidth={template?.width ?? 0} />;
}

export const lineKind: ClientElementKind<LineElement> = {
  Node: LineNode,
  Properties: LineKindProperties,
  titleKey: 'editor.properties.titleLine',
  glyph: '—',
};
