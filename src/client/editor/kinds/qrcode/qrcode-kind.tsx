import type { QrCodeElement } from '../../../../shared/layout/qrcode-element.js';
import { QrCodeProperties } from '../../panels/properties/qrcode-properties.js';
import type { ClientElementKind, ElementPropertiesProps } from '../client-element-kind.js';
import { QrCodeNode } from './qr-code-node.js';

function QrCodeKindProperties({ element, actions, swatches }: ElementPropertiesProps<QrCodeElement>) {
  return <QrCodeProperties element={element} actions={actions} swatches={swatches} />;
}

export const qrCodeKind: ClientElementKind<QrCodeElement> = {
  Node: QrCodeNode,
  Properties: QrCodeKindProperties,
  titleKey: 'editor.qr.title',
  glyph: '▦',
};
