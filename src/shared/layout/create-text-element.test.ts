import { describe, expect, it } from 'vitest';
import { createInitialTextElement, createTextElement, composeInitialText } from './create-text-element.js';
import type { CreationContext } from './creation-context.js';
import { createSequentialIds } from './id-generator.js';
import { TextElement } from './text-element.js';

function contextAt(scale: number): CreationContext {
  return { createId: createSequentialIds('t'), scale, template: { width: 1200, height: 1800 } };
}

describe('createTextElement', () => {
  it('uses the spec defaults at scale 1: size 20, #172b4d, line height 1.3, shadow 2/2/2 (off), Roboto', () => {
    const text = createTextElement(contextAt(1), { content: 'Testo' });
    expect(text).toMatchObject({
      id: 't-1',
      type: 'text',
      content: 'Testo',
      fontSize: 20,
      color: '#172b4d',
      lineHeight: 1.3,
      fontFamily: 'Roboto',
      shadowEnabled: false,
      shadowBlur: 2,
      shadowOffsetX: 2,
      shadowOffsetY: 2,
      rotation: 0,
      opacity: 1,
      x: 50,
      y: 50,
    });
    expect(text.width).toBeUndefined();
    expect(TextElement.safeParse(text).success).toBe(true);
  });

  it('turns the screen sizes into template px at the display scale, within the font range', () => {
    const text = createTextElement(contextAt(0.4), { content: 'Testo', fontFamily: 'Lato' });
    expect(text.fontSize).toBeCloseTo(50);
    expect(text.x).toBeCloseTo(125);
    expect(text.fontFamily).toBe('Lato');
    expect(createTextElement(contextAt(0.05), { content: 'x' }).fontSize).toBe(200);
  });
});

describe('createInitialTextElement', () => {
  it('is #333333, centred on the template', () => {
    const text = createInitialTextElement(contextAt(1), { content: composeInitialText() });
    expect(text.color).toBe('#333333');
    expect(text.textAlign).toBe('center');
    expect(text.width).toBe(960);
    expect(text.x).toBe(120);
    // Two lines of 20 px at 1.3: 52 px tall around the middle.
    expect(text.y).toBeCloseTo(900 - 26);
    expect(TextElement.safeParse(text).success).toBe(true);
  });
});

describe('composeInitialText', () => {
  it('is "Nome & Nome / Data Evento" unless the form gave names or a date', () => {
    expect(composeInitialText()).toBe('Nome & Nome\nData Evento');
    expect(composeInitialText({ names: ' Anna & Marco ', eventDate: '' })).toBe('Anna & Marco\nData Evento');
    expect(composeInitialText({ eventDate: '12/06/2027' })).toBe('Nome & Nome\n12/06/2027');
  });
});
