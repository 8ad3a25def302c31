import { describe, expect, it } from 'vitest';
import { createLayoutDocument } from '../../shared/layout/create-layout-document.js';
import { createSequentialIds } from '../../shared/layout/id-generator.js';
import { makeClipart, makeDocument, makeEllipse, makeImage, makeLine, makePlaceholder, makeQrCode, makeText } from '../editor/model/test-fixtures.js';
import { collectFontFamilies } from './document-font-families.js';

const template = { path: '/assets/templates/matrimonio/cartolina_verticale/a.png', width: 1200, height: 1800, dpi: 300 };

describe('collectFontFamilies', () => {
  it("lists the texts' families and the extra ones, sorted and once each", () => {
    const document = createLayoutDocument({ template, scale: 1, createId: createSequentialIds(), fontFamily: 'Lobster' });
    const text = document.elements.find((element) => element.type === 'text');
    if (text === undefined) throw new Error('the new document has no text');
    const withSecond = { ...document, elements: [...document.elements, { ...text, id: 'second', fontFamily: 'Caveat' }] };
    expect(collectFontFamilies(withSecond, ['Roboto', 'Lobster'])).toEqual(['Caveat', 'Lobster', 'Roboto']);
  });

  it('needs only the extra families before there is a document', () => {
    expect(collectFontFamilies(null, ['Roboto'])).toEqual(['Roboto']);
  });

  it('asks the font of the texts only: no other kind draws letters', () => {
    const document = makeDocument([makeText({ fontFamily: 'Caveat' }), makeImage(), makeClipart(), makePlaceholder(), makeLine(), makeQrCode(), makeEllipse()]);
    expect(collectFontFamilies(document)).toEqual(['Caveat']);
  });
});
