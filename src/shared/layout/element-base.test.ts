import { describe, expect, it } from 'vitest';
import { LayoutElement } from './layout-element.js';
import { plainElementBase } from './plain-element-base.js';

const text = {
  id: 't',
  type: 'text',
  x: 0,
  y: 0,
  ...plainElementBase,
  content: 'Anna',
  color: '#333333',
  fontSize: 40,
  fontFamily: 'Roboto',
  fontWeight: 'normal',
  fontStyle: 'normal',
  textAlign: 'left',
  lineHeight: 1.3,
};

describe('layer fields of an element', () => {
  it('are optional: a version-1 element without them is valid', () => {
    expect(LayoutElement.safeParse(text).success).toBe(true);
  });

  it('accept a name, hidden and locked on any element', () => {
    const parsed = LayoutElement.safeParse({ ...text, name: 'Titolo', hidden: true, locked: true });
    expect(parsed.success && parsed.data).toMatchObject({ name: 'Titolo', hidden: true, locked: true });
  });

  it('reject a name longer than 60 characters and non-boolean flags', () => {
    expect(LayoutElement.safeParse({ ...text, name: 'x'.repeat(61) }).success).toBe(false);
    expect(LayoutElement.safeParse({ ...text, hidden: 'yes' }).success).toBe(false);
  });

  it('accept a group id on any element, and reject an empty one', () => {
    const parsed = LayoutElement.safeParse({ ...text, groupId: 'g1' });
    expect(parsed.success && parsed.data).toMatchObject({ groupId: 'g1' });
    expect(LayoutElement.safeParse({ ...text, groupId: '' }).success).toBe(false);
  });
});
