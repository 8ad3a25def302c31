import { describe, expect, test } from 'vitest';
import { clipartDisplayName } from './clipart-display-name.js';

describe('clipartDisplayName', () => {
  test('is the list name in Italian and the emoji name of the file in English', () => {
    const item = { name: 'Torta', filename: 'birthday-cake.svg' };
    expect(clipartDisplayName(item, 'it')).toBe('Torta');
    expect(clipartDisplayName(item, 'en')).toBe('Birthday cake');
    expect(clipartDisplayName({ name: 'Medaglia', filename: '1st-place-medal.svg' }, 'en')).toBe('1st place medal');
  });

  test('falls back to the list name when the file name says nothing', () => {
    expect(clipartDisplayName({ name: 'Stella', filename: '123.svg' }, 'en')).toBe('Stella');
  });
});
