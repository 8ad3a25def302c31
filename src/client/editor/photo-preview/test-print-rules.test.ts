import { describe, expect, it } from 'vitest';
import { testPrintFileName, testPrintWatermark } from './test-print-rules.js';

describe('testPrintWatermark', () => {
  it('keeps the demo watermark for the demo and for free operators', () => {
    expect(testPrintWatermark('demo')).toBe('demo');
    expect(testPrintWatermark('watermarked')).toBe('demo');
  });

  it('is clean for the annual plan and for a pass, which it does not count', () => {
    expect(testPrintWatermark('direct')).toBe('none');
    expect(testPrintWatermark('counted')).toBe('none');
  });
});

describe('testPrintFileName', () => {
  it('ends in -stampa-di-prova.png', () => {
    expect(testPrintFileName({ theme: 'matrimonio', format: 'cartolina_verticale', watermark: 'none', suffix: 'stampa-di-prova' })).toBe('layout-personalizzato-matrimonio-cartolina_verticale-stampa-di-prova.png');
  });

  it('says it is a draft when watermarked', () => {
    expect(testPrintFileName({ theme: 'laurea', format: 'photostrip_verticale', watermark: 'demo', suffix: 'stampa-di-prova' })).toBe('bozza-layout-laurea-photostrip_verticale-stampa-di-prova.png');
  });
});
