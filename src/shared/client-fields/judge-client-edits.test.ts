import { describe, expect, test } from 'vitest';
import { LayoutDocument } from '../layout/layout-document.js';
import { clientFieldsDocument, textFixture } from './client-fields.fixture.js';
import { maxClientFields } from './client-field-limits.js';
import { applyClientChanges, judgeClientEdits } from './judge-client-edits.js';
import { listClientFields } from './list-client-fields.js';

describe('which client changes are allowed', () => {
  test('a marked text may get a new content: the change says old and new text', () => {
    const judgement = judgeClientEdits(clientFieldsDocument(), [{ elementId: 'names', content: 'Giulia & Marco' }]);
    expect(judgement).toEqual({ isAllowed: true, changes: [{ elementId: 'names', before: 'Nome & Nome', after: 'Giulia & Marco' }] });
  });

  test('a text the operator did not mark is refused', () => {
    expect(judgeClientEdits(clientFieldsDocument(), [{ elementId: 'date', content: '01/01/2030' }])).toMatchObject({ isAllowed: false, refusal: { reason: 'locked-element', elementId: 'date' } });
  });

  test('a photo frame, even marked, has no text to change', () => {
    expect(judgeClientEdits(clientFieldsDocument(), [{ elementId: 'photo', content: 'x' }])).toMatchObject({ isAllowed: false, refusal: { reason: 'locked-element' } });
  });

  test('a hidden text is not editable even when marked', () => {
    const document = { ...clientFieldsDocument(), elements: [textFixture('names', 'A', { clientEditable: true, hidden: true })] };
    expect(judgeClientEdits(document, [{ elementId: 'names', content: 'B' }])).toMatchObject({ isAllowed: false, refusal: { reason: 'locked-element' } });
  });

  test('an id that is not in the document is refused', () => {
    expect(judgeClientEdits(clientFieldsDocument(), [{ elementId: 'other', content: 'x' }])).toMatchObject({ isAllowed: false, refusal: { reason: 'unknown-element', elementId: 'other' } });
  });

  test('the same field twice is refused', () => {
    const edits = [
      { elementId: 'names', content: 'A' },
      { elementId: 'names', content: 'B' },
    ];
    expect(judgeClientEdits(clientFieldsDocument(), edits)).toMatchObject({ isAllowed: false, refusal: { reason: 'duplicate-element' } });
  });

  test('a text past the field limits is refused', () => {
    expect(judgeClientEdits(clientFieldsDocument(), [{ elementId: 'names', content: 'x'.repeat(41) }])).toMatchObject({ isAllowed: false, refusal: { reason: 'too-long', maxChars: 40 } });
    expect(judgeClientEdits(clientFieldsDocument(), [{ elementId: 'names', content: 'a\nb\nc' }])).toMatchObject({ isAllowed: false, refusal: { reason: 'too-many-lines', maxLines: 2 } });
  });

  test('too many fields at once are refused', () => {
    const edits = Array.from({ length: maxClientFields + 1 }, (_, i) => ({ elementId: `f${i}`, content: 'x' }));
    expect(judgeClientEdits(clientFieldsDocument(), edits)).toMatchObject({ isAllowed: false, refusal: { reason: 'too-many-fields' } });
  });

  test('sending the same text is no change; control characters are dropped', () => {
    expect(judgeClientEdits(clientFieldsDocument(), [{ elementId: 'names', content: 'Nome & Nome  ' }])).toEqual({ isAllowed: false, refusal: { reason: 'no-change' } });
    expect(judgeClientEdits(clientFieldsDocument(), [{ elementId: 'names', content: 'Giu\u0000lia\r\nMarco' }])).toMatchObject({ changes: [{ after: 'Giulia\nMarco' }] });
  });

  test('applying changes touches only the content of marked texts', () => {
    const document = clientFieldsDocument();
    const next = applyClientChanges(document, [
      { elementId: 'names', after: 'Giulia & Marco' },
      { elementId: 'date', after: 'hack' },
    ]);
    expect(next.elements.map((element) => (element.type === 'text' ? element.content : element.type))).toEqual(['placeholder', 'Giulia & Marco', '14/06/2026']);
    expect({ ...next.elements[1], content: 'Nome & Nome' }).toEqual(document.elements[1]);
  });

  test('lists the editable fields with their limits', () => {
    expect(listClientFields(clientFieldsDocument())).toEqual([{ elementId: 'names', content: 'Nome & Nome', maxChars: 40, maxLines: 2 }]);
  });

  test('documents without the flag still parse, and the flag round-trips', () => {
    const document = clientFieldsDocument();
    expect(LayoutDocument.parse(document).elements[2]).not.toHaveProperty('clientEditable');
    expect(LayoutDocument.parse(document).elements[1]).toMatchObject({ clientEditable: true });
  });
});
