import type { LayoutElement } from '../../../../shared/layout/layout-element.js';
import { assertNever } from '../../../../shared/util/assert-never.js';

/** The translation key of an element's kind, as a layer row shows it. */
export function layerKindKey(element: LayoutElement) {
  switch (element.type) {
    case 'text':
      return 'editor.properties.titleText' as const;
    case 'image':
      return 'editor.properties.titleImage' as const;
    case 'clipart':
      return 'editor.properties.titleClipart' as const;
    case 'placeholder':
      return 'editor.properties.titlePlaceholder' as const;
    case 'line':
      return 'editor.properties.titleLine' as const;
    case 'qrcode':
      return 'editor.qr.title' as const;
    default:
      return assertNever(element);
  }
}
