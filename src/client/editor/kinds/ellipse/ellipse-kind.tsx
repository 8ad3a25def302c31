import { useMemo } from 'react';
import { Shape } from 'react-konva';
import type { EllipseElement } from '../../../../shared/layout/ellipse-element.js';
import { buildEllipseAttrs } from '../../../../shared/layout/kinds/ellipse/draw.js';
import type { ClientElementKind, ElementNodeProps } from '../client-element-kind.js';
import { EllipseProperties } from './ellipse-properties.js';

/** The ellipse as every renderer draws it (see buildEllipseAttrs); the ellipse itself is the hit area. */
function EllipseNode({ element, common, nodeRef }: ElementNodeProps<EllipseElement>) {
  const attrs = useMemo(() => buildEllipseAttrs(element), [element]);
  return <Shape {...common} ref={nodeRef} {...attrs} />;
}

export const ellipseKind: ClientElementKind<EllipseElement> = {
  Node: EllipseNode,
  Properties: EllipseProperties,
  titleKey: 'editor.ellipse.title',
  glyph: '◯',
};
