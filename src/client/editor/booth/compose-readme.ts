import type { TFunction } from 'i18next';

export interface ReadmeFacts {
  /** The layout's name, e.g. 'matrimonio – cartolina-verticale'. */
  name: string;
  width: number;
  height: number;
  dpi: number;
}

/** '4x6', '6x2': the print size in inches, the way booth software names its presets. */
export function describePrintPreset(width: number, height: number, dpi: number): string {
  const inches = (pixels: number) => String(Math.round((pixels / dpi) * 10) / 10);
  return `${inches(width)}x${inches(height)}`;
}

/**
 * README.txt of the booth package, in the interface language: what the zip holds and where the
 * step-by-step READMEs are (README.it.txt, README.en.txt, always both). Windows line endings:
 * Breeze, dslrBooth and the DNP tools run on Windows, where Notepad shows it as written.
 */
export function composeBoothReadme(t: TFunction, facts: ReadmeFacts): string {
  const preset = describePrintPreset(facts.width, facts.height, facts.dpi);
  const lines = [
    t('boothExport.readme.title', { name: facts.name }),
    '',
    t('boothExport.readme.folders'),
    '',
    t('boothExport.readme.size', { width: facts.width, height: facts.height, preset }),
    '',
    t('boothExport.readme.slots'),
    '',
    t('boothExport.readme.rotation'),
    '',
  ];
  return lines.join('\n').replace(/\n/g, '\r\n');
}
