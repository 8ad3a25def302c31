import { describe, expect, it } from 'vitest';
import { countUtf8Bytes, isStoredQrLink, qrLinkMaxBytes, readQrLink } from './qr-link.js';

describe('readQrLink', () => {
  it('keeps an http(s) link exactly as typed, only trimmed', () => {
    expect(readQrLink('  https://galleria.example.it/anna-e-marco?album=12#foto  ')).toEqual({ ok: true, url: 'https://galleria.example.it/anna-e-marco?album=12#foto' });
    expect(readQrLink('http://Foto.Example.com')).toEqual({ ok: true, url: 'http://Foto.Example.com' });
    expect(readQrLink('https://192.168.1.20:8443/galleria')).toEqual({ ok: true, url: 'https://192.168.1.20:8443/galleria' });
  });

  it('reads a link without a scheme as https, a port included', () => {
    expect(readQrLink('galleria.it/anna')).toEqual({ ok: true, url: 'https://galleria.it/anna' });
    expect(readQrLink('www.galleria.it:8080/x')).toEqual({ ok: true, url: 'https://www.galleria.it:8080/x' });
  });

  it('refuses what a phone could not open as a web page', () => {
    expect(readQrLink('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(readQrLink('mailto:anna@example.it')).toEqual({ ok: false, problem: 'not-web' });
    expect(readQrLink('javascript:alert(1)')).toEqual({ ok: false, problem: 'not-web' });
    expect(readQrLink('ftp://files.example.it/a')).toEqual({ ok: false, problem: 'not-web' });
    expect(readQrLink('https://galleria')).toEqual({ ok: false, problem: 'invalid' });
    expect(readQrLink('https://gal leria.it')).toEqual({ ok: false, problem: 'invalid' });
    expect(readQrLink('https://')).toEqual({ ok: false, problem: 'invalid' });
    expect(readQrLink('https://[not-an-ip]/')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('accepts up to 500 bytes of UTF-8 and refuses one more', () => {
    const prefix = 'https://galleria.it/';
    const longest = prefix + 'a'.repeat(qrLinkMaxBytes - prefix.length);
    expect(readQrLink(longest)).toEqual({ ok: true, url: longest });
    expect(readQrLink(`${longest}a`)).toEqual({ ok: false, problem: 'too-long' });
    // Accented letters take two bytes each.
    const accented = prefix + 'è'.repeat((qrLinkMaxBytes - prefix.length) / 2 + 1);
    expect(readQrLink(accented)).toEqual({ ok: false, problem: 'too-long' });
  });

  it('counts UTF-8 bytes', () => {
    expect(countUtf8Bytes('abc')).toBe(3);
    expect(countUtf8Bytes('è')).toBe(2);
    expect(countUtf8Bytes('€')).toBe(3);
    expect(countUtf8Bytes('📷')).toBe(4);
  });
});

describe('isStoredQrLink', () => {
  it('accepts only links that need no completion', () => {
    expect(isStoredQrLink('https://galleria.it/anna')).toBe(true);
    expect(isStoredQrLink('galleria.it/anna')).toBe(false);
    expect(isStoredQrLink(' https://galleria.it/anna')).toBe(false);
    expect(isStoredQrLink('mailto:a@b.it')).toBe(false);
  });
});
