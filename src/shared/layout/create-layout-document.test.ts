import { describe, expect, it } from 'vitest';
import { createLayoutDocument } from './create-layout-document.js';
import { createSequentialIds } from './id-generator.js';
import { LayoutDocument } from './layout-document.js';

const template = { path: '/assets/templates/matrimonio/cartolina_verticale/a.png', width: 1200, height: 1800, dpi: 300 };

describe('createLayoutDocument', () => {
  it('holds the template and one initial text, and is valid', () => {
    const document = createLayoutDocument({ template, scale: 1, createId: createSequentialIds('n') });
    expect(document.schemaVersion).toBe(1);
    expect(document.template).toEqual(template);
    expect(document.elements).toHaveLength(1);
    expect(document.elements[0]).toMatchObject({ id: 'n-1', type: 'text', content: 'Nome & Nome\nData Evento', color: '#333333' });
    expect(LayoutDocument.safeParse(document).success).toBe(true);
  });

  it('writes the names and date from the form, in the chosen font', () => {
    const document = createLayoutDocument({ template, scale: 1, createId: () => 'x', form: { names: 'Anna & Marco', eventDate: '12/06/2027' }, fontFamily: 'Lato' });
    expect(document.elements[0]).toMatchObject({ content: 'Anna & Marco\n12/06/2027', fontFamily: 'Lato' });
  });
});
