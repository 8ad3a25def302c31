import type { ElementOfType, ElementType, LayoutElement } from '../layout-element.js';
import { clipartModel } from './clipart/model.js';
import type { ElementModel } from './element-model.js';
import { ellipseModel } from './ellipse/model.js';
import { imageModel } from './image/model.js';
import { lineModel } from './line/model.js';
import { placeholderModel } from './placeholder/model.js';
import { qrCodeModel } from './qrcode/model.js';
import { textModel } from './text/model.js';

/** Every kind's model, by its `type`: a kind left out does not compile. */
export const elementModels: { readonly [K in ElementType]: ElementModel<ElementOfType<K>> } = {
  text: textModel,
  image: imageModel,
  clipart: clipartModel,
  placeholder: placeholderModel,
  line: lineModel,
  qrcode: qrCodeModel,
  ellipse: ellipseModel,
};

/** The model of an element's own kind. */
export function modelOf<E extends LayoutElement>(element: E): ElementModel<E> {
  return elementModels[element.type] as unknown as ElementModel<E>;
}
