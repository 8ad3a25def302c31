import { describe, expect, test } from 'vitest';
import { buildOperatorWhatsAppUrl } from './operator-whatsapp-url.js';

describe('buildOperatorWhatsAppUrl', () => {
  test('keeps only the digits of the phone', () => {
    expect(buildOperatorWhatsAppUrl('+39 333 123-4567')).toBe('https://wa.me/393331234567');
  });

  test('gives no link without a phone', () => {
    expect(buildOperatorWhatsAppUrl('')).toBeNull();
    expect(buildOperatorWhatsAppUrl('+ ( )')).toBeNull();
  });
});
