import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../../shared/layout/id-generator.js';
import { duplicateElements } from './duplicate-elements.js';
import { makeSampleDocument } from './test-fixtures.js';

describe('duplicateElements', () => {
  it('adds offset copies with new ids on top', () => {
    const document = makeSampleDocument();
    const next = duplicateElements(document, { ids: ['frame'], createId: createSequentialIds('d'), scale: 1 });
    expect(next.elements.at(-1)).toMatchObject({ id: 'd-1', type: 'placeholder', x: 120, y: 120 });
    expect(duplicateElements(document, { ids: ['nope'], createId: () => 'x', scale: 1 })).toBe(document);
  });
});
