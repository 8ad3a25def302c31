import { describe, expect, it } from 'vitest';
import { TextElement } from './text-element.js';
import { plainElementBase } from './plain-element-base.js';

const older = {
  id: 't',
  type: 'text',
  x: 0,
  y: 0,
  ...plainElementBase,
  content: 'Anna & Marco',
  color: '#333333',
  fontSize: 54,
  fontFamily: 'Roboto',
  fontWeight: 'normal',
  fontStyle: 'normal',
  textAlign: 'center',
  lineHeight: 1.2,
};

describe('TextElement: box, fit, spacing, outline and shadow fields', () => {
  it('still reads a text written before the box, spacing, capitals and outline existed', () => {
    expect(TextElement.safeParse(older).success).toBe(true);
  });

  it('accepts the new fields within their ranges', () => {
    const styled = { ...older, width: 300, autoFit: true, fitHeight: 120, letterSpacing: -4, uppercase: true, strokeColor: '#ffffff', strokeWidth: 3 };
    expect(TextElement.parse(styled)).toMatchObject({ autoFit: true, fitHeight: 120, letterSpacing: -4, uppercase: true, strokeWidth: 3 });
  });

  it('refuses values out of range or of the wrong kind', () => {
    expect(TextElement.safeParse({ ...older, letterSpacing: 101 }).success).toBe(false);
    expect(TextElement.safeParse({ ...older, letterSpacing: -21 }).success).toBe(false);
    expect(TextElement.safeParse({ ...older, strokeWidth: 21 }).success).toBe(false);
    expect(TextElement.safeParse({ ...older, strokeColor: 'red' }).success).toBe(false);
    expect(TextElement.safeParse({ ...older, fitHeight: 5 }).success).toBe(false);
    expect(TextElement.safeParse({ ...older, uppercase: 'yes' }).success).toBe(false);
  });
});
