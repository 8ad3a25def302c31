import type Konva from 'konva';
import type { ElementOfType, ElementType, LayoutElement } from '../layout-element.js';
import { drawClipart } from './clipart/draw.js';
import type { DrawEnvironment } from './draw-environment.js';
import { drawEllipse } from './ellipse/draw.js';
import { drawImage } from './image/draw.js';
import { drawLine } from './line/draw.js';
import { drawPlaceholder } from './placeholder/draw.js';
import { drawQrCode } from './qrcode/draw.js';
import { drawText } from './text/draw.js';

/** What each element kind declares for every renderer (the server's, the previews'). */
export interface ElementKind<E extends LayoutElement> {
  draw: (element: E, env: DrawEnvironment) => Konva.Node;
}

/**
 * Every kind of the element union, by its `type`: a kind left out does not compile. Groups are
 * not a kind: their members are ordinary elements that share a groupId, each drawn on its own.
 */
export const elementKinds: { readonly [K in ElementType]: ElementKind<ElementOfType<K>> } = {
  text: { draw: drawText },
  image: { draw: drawImage },
  clipart: { draw: drawClipart },
  placeholder: { draw: drawPlaceholder },
  line: { draw: drawLine },
  qrcode: { draw: drawQrCode },
  ellipse: { draw: drawEllipse },
};

/** One element as a detached Konva node, not listening. */
export function drawElement(element: LayoutElement, env: DrawEnvironment): Konva.Node {
  const kind = elementKinds[element.type] as ElementKind<LayoutElement>;
  return kind.draw(element, env);
}
