import '../../../../server/render/napi-konva-backend.js';
import type Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { placeholderFixture, textFixture } from '../../../../shared/client-fields/client-fields.fixture.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { drawClientDraft, updateClientTexts } from './draw-client-draft.js';

/** A photo window and a title under the client's two texts, a locked line between them. */
const document: LayoutDocument = {
  schemaVersion: 1,
  template: { path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', width: 1200, height: 1800, dpi: 300 },
  elements: [
    placeholderFixture('photo'),
    textFixture('title', 'Sposi'),
    textFixture('names', 'Nome & Nome', { clientEditable: true }),
    textFixture('place', 'Villa Rosa'),
    textFixture('date', '14/06/2026', { clientEditable: true }),
  ],
};
const pictures = { template: null, env: { image: () => null }, photoLabel: 'Foto' };
const texts = (names: string, date = '14/06/2026') => new Map([['names', names], ['date', date]]);
const textOf = (node: Konva.Node | undefined) => node?.getAttr('text') as string | undefined;

describe("the client's drawn draft", () => {
  it('draws once what lies under the lowest editable text, and the texts from there up with BOZZA over them', () => {
    const drawing = drawClientDraft(document, texts('Nome & Nome'), pictures);
    // The white page, the photo window, the title.
    expect(drawing.below.getChildren()).toHaveLength(3);
    expect(textOf(drawing.below.getChildren()[2])).toBe('Sposi');
    expect(drawing.above.getChildren().map((node) => textOf(node) ?? textOf((node as Konva.Group).getChildren?.()[0]))).toEqual(['Nome & Nome', 'Villa Rosa', '14/06/2026', 'BOZZA']);
    expect([...drawing.textNodes.keys()]).toEqual(['names', 'date']);
  });

  it('a keystroke redraws only the text that changed, in its place among the others', () => {
    const drawing = drawClientDraft(document, texts('Nome & Nome'), pictures);
    const [names, place, date, watermark] = drawing.above.getChildren();
    const below = [...drawing.below.getChildren()];

    expect(updateClientTexts(drawing, texts('Giulia & Marco'), pictures.env)).toEqual(['names']);
    const after = drawing.above.getChildren();
    expect(after).toHaveLength(4);
    expect(after[0]).not.toBe(names);
    expect(textOf(after[0])).toBe('Giulia & Marco');
    expect(drawing.textNodes.get('names')).toBe(after[0]);
    expect([after[1], after[2], after[3]]).toEqual([place, date, watermark]);
    expect(drawing.below.getChildren()).toEqual(below);
    expect(names?.getParent()).toBeFalsy();

    // Nothing changed: nothing is redrawn.
    expect(updateClientTexts(drawing, texts('Giulia & Marco'), pictures.env)).toEqual([]);
    expect(drawing.above.getChildren()[0]).toBe(after[0]);
  });
});
