import { describe, expect, it } from 'vitest';
import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import { elementTypes, LayoutElement } from '../../../shared/layout/layout-element.js';
import { setLayerFlags } from './set-layer-flags.js';
import { findElement, makeClipart, makeDocument, makeEllipse, makeImage, makeLine, makePlaceholder, makeQrCode, makeText } from './test-fixtures.js';

const document = makeDocument([makeText({ groupId: 'g' }), makeClipart({ groupId: 'g' }), makeImage()]);
const group = ['text', 'clipart'];

describe('setLayerFlags', () => {
  it('hides and shows every listed element', () => {
    const hidden = setLayerFlags(document, { ids: group, hidden: true });
    expect(group.map((id) => findElement(hidden, id).hidden)).toEqual([true, true]);
    expect(findElement(hidden, 'image')).toBe(findElement(document, 'image'));
    const shown = setLayerFlags(hidden, { ids: group, hidden: false });
    expect(shown.elements.every((element) => !('hidden' in element))).toBe(true);
  });

  it('locks and unlocks, keeping clip-art its required flag', () => {
    const locked = setLayerFlags(document, { ids: group, locked: true });
    expect(group.map((id) => findElement(locked, id).locked)).toEqual([true, true]);
    const unlocked = setLayerFlags(locked, { ids: group, locked: false });
    expect(findElement(unlocked, 'text')).not.toHaveProperty('locked');
    expect(findElement(unlocked, 'clipart')).toMatchObject({ locked: false });
  });

  it('returns the same document when nothing changes', () => {
    expect(setLayerFlags(document, { ids: group, hidden: false })).toBe(document);
  });

  it('locks and unlocks an element of every kind, each a valid element either way', () => {
    const all = [makeText(), makeImage(), makeClipart(), makePlaceholder(), makeLine(), makeQrCode(), makeEllipse()];
    expect(new Set(all.map((element) => element.type))).toEqual(new Set(elementTypes));
    const ids = all.map((element) => element.id);
    const locked = setLayerFlags(makeDocument(all), { ids, locked: true });
    const unlocked = setLayerFlags(locked, { ids, locked: false });
    for (const id of ids) {
      const on = findElement(locked, id);
      const off = findElement(unlocked, id);
      expect(modelOf(on).isLocked(on), `${on.type} locked`).toBe(true);
      expect(modelOf(off).isLocked(off), `${off.type} unlocked`).toBe(false);
      expect(LayoutElement.safeParse(on).success && LayoutElement.safeParse(off).success, on.type).toBe(true);
    }
  });
});
