import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../../shared/layout/id-generator.js';
import { copyElements } from './copy-elements.js';
import { clonePastedElements, pasteElements } from './paste-elements.js';
import { makeDocument, makeImage, makeLine, makeSampleDocument, makeText } from './test-fixtures.js';

const document = makeSampleDocument();

describe('pasteElements', () => {
  it('adds copies on top with new ids, 20 px down and right', () => {
    const clipboard = copyElements(document, { ids: ['text', 'image'] });
    const next = pasteElements(document, { elements: clipboard, createId: createSequentialIds('p'), scale: 1 });
    expect(next.elements.slice(-2)).toMatchObject([
      { id: 'p-1', type: 'text', x: 120, y: 120 },
      { id: 'p-2', type: 'image', x: 120, y: 120 },
    ]);
    expect(next.elements).toHaveLength(document.elements.length + 2);
  });

  it('measures the offset on screen', () => {
    const [copy] = clonePastedElements({ elements: copyElements(document, { ids: ['line'] }), createId: () => 'c', scale: 0.5 });
    expect(copy).toMatchObject({ x: 140, y: 140 });
  });

  it('unlocks a copy of locked clip-art', () => {
    const [copy] = clonePastedElements({ elements: copyElements(document, { ids: ['locked'] }), createId: () => 'c', scale: 1 });
    expect(copy).toMatchObject({ type: 'clipart', locked: false });
  });

  it('returns the same document for an empty clipboard or ids already taken', () => {
    expect(pasteElements(document, { elements: [], createId: () => 'x', scale: 1 })).toBe(document);
    expect(pasteElements(document, { elements: copyElements(document, { ids: ['text'] }), createId: () => 'image', scale: 1 })).toBe(document);
  });

  it('makes a copied group a new group, and pastes a member copied alone on its own', () => {
    const grouped = makeDocument([makeText({ groupId: 'g' }), makeImage({ groupId: 'g' }), makeLine()]);
    const copies = clonePastedElements({ elements: copyElements(grouped, { ids: ['text', 'image', 'line'] }), createId: createSequentialIds('p'), scale: 1 });
    const [text, image, line] = copies;
    expect(text?.groupId).toBeDefined();
    expect(text?.groupId).not.toBe('g');
    expect(image?.groupId).toBe(text?.groupId);
    expect(line).not.toHaveProperty('groupId');
    const [alone] = clonePastedElements({ elements: copyElements(grouped, { ids: ['image'] }), createId: () => 'c', scale: 1 });
    expect(alone).not.toHaveProperty('groupId');
  });
});
