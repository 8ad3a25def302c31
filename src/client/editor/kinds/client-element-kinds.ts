import type { ElementOfType, ElementType, LayoutElement } from '../../../shared/layout/layout-element.js';
import type { ClientElementKind } from './client-element-kind.js';
import { clipartKind } from './clipart/clipart-kind.js';
import { ellipseKind } from './ellipse/ellipse-kind.js';
import { imageKind } from './image/image-kind.js';
import { lineKind } from './line/line-kind.js';
import { placeholderKind } from './placeholder/placeholder-kind.js';
import { qrCodeKind } from './qrcode/qrcode-kind.js';
import { textKind } from './text/text-kind.js';

/** Every kind's editor module, by its `type`: a kind left out does not compile. */
export const clientElementKinds: { readonly [K in ElementType]: ClientElementKind<ElementOfType<K>> } = {
  text: textKind,
  image: imageKind,
  clipart: clipartKind,
  placeholder: placeholderKind,
  line: lineKind,
  qrcode: qrCodeKind,
  ellipse: ellipseKind,
};

/** The editor module of a kind, for any element of it (the map's types pair each kind with its own element). */
export function clientKindOf(type: ElementType): ClientElementKind<LayoutElement> {
  return clientElementKinds[type] as unknown as ClientElementKind<LayoutElement>;
}
