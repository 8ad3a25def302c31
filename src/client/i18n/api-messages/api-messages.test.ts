import { describe, expect, test } from 'vitest';
import { apiMessages } from '../../../shared/api/api-messages.js';
import { apiMessagesEn } from './api-messages.en.js';
import { localiseApiMessage } from './localise-api-message.js';

describe('server messages in English, by key', () => {
  test('every message has an English text with the same number places', () => {
    for (const [key, italian] of Object.entries(apiMessages)) {
      const english = apiMessagesEn[key as keyof typeof apiMessages];
      expect(english, key).toMatch(/\S/);
      expect(english.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(italian.match(/\{\{\w+\}\}/g) ?? []);
    }
  });

  test('translates a keyed message with its numbers, leaves Italian and unkeyed text alone', () => {
    expect(localiseApiMessage({ message: 'Template non trovato.', messageKey: 'templateNotFound' }, 'en')).toBe('Template not found.');
    expect(localiseApiMessage({ message: "L'immagine supera 8000 pixel per lato.", messageKey: 'imageTooWide', params: { n: 8000 } }, 'en')).toBe('The image is larger than 8000 pixels per side.');
    expect(localiseApiMessage({ message: 'Template non trovato.', messageKey: 'templateNotFound' }, 'it')).toBe('Template non trovato.');
    // A reworded Italian sentence keeps its English text: the key, not the sentence, finds it.
    expect(localiseApiMessage({ message: 'Il template non esiste più.', messageKey: 'templateNotFound' }, 'en')).toBe('Template not found.');
    expect(localiseApiMessage({ message: 'Qualcosa di nuovo.' }, 'en')).toBe('Qualcosa di nuovo.');
    expect(localiseApiMessage({ message: 'Qualcosa di nuovo.', messageKey: 'no-such-key' }, 'en')).toBe('Qualcosa di nuovo.');
  });
});
