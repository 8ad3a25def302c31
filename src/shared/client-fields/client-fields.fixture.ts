import type { LayoutDocument } from '../layout/layout-document.js';
import type { PlaceholderElement } from '../layout/placeholder-element.js';
import type { TextElement } from '../layout/text-element.js';

const base = { x: 100, y: 100, rotation: 0, opacity: 1, shadowEnabled: false, shadowColor: '#000000', shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0 };

/** A text as the editor makes it; `clientEditable` and the content vary per test. */
export function textFixture(id: string, content: string, extra: Partial<TextElement> = {}): TextElement {
  return {
    ...base,
    id,
    type: 'text',
    content,
    color: '#333333',
    fontSize: 60,
    fontFamily: 'Roboto',
    fontWeight: 'normal',
    fontStyle: 'normal',
    textAlign: 'center',
    lineHeight: 1.2,
    width: 800,
    autoFit: true,
    ...extra,
  };
}

export function placeholderFixture(id: string, extra: Partial<PlaceholderElement> = {}): PlaceholderElement {
  return { ...base, id, type: 'placeholder', width: 600, height: 400, borderEnabled: false, borderColor: '#ffffff', borderWidth: 1, keepRatio: true, clientEditable: true, ...extra };
}

/** A postcard with an editable name line, a locked date line and a photo frame. */
export function clientFieldsDocument(): LayoutDocument {
  return {
    schemaVersion: 1,
    template: { path: 'templates/matrimonio/cartolina-verticale/t1.png', width: 1200, height: 1800, dpi: 300 },
    elements: [placeholderFixture('photo'), textFixture('names', 'Nome & Nome', { clientEditable: true }), textFixture('date', '14/06/2026')],
  };
}
