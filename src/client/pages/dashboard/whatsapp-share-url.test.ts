import { describe, expect, it } from 'vitest';
import { buildWhatsAppShareUrl } from './whatsapp-share-url.js';

describe('buildWhatsAppShareUrl', () => {
  it("addresses the client's phone when it has more than 5 digits", () => {
    expect(buildWhatsAppShareUrl('+39 333-123 4567', 'Ciao & https://x.test/view/a?b=1')).toBe('https://wa.me/393331234567?text=Ciao%20%26%20https%3A%2F%2Fx.test%2Fview%2Fa%3Fb%3D1');
  });

  it('falls back to the generic link for short, empty or prefix-only phones', () => {
    expect(buildWhatsAppShareUrl('+39', 'hi')).toBe('https://wa.me/?text=hi');
    expect(buildWhatsAppShareUrl('12345', 'hi')).toBe('https://wa.me/?text=hi');
    expect(buildWhatsAppShareUrl('', 'hi')).toBe('https://wa.me/?text=hi');
    expect(buildWhatsAppShareUrl('123456', 'hi')).toBe('https://wa.me/123456?text=hi');
  });
});
