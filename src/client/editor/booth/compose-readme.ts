import type { TFunction } from 'i18next';
import { photoboothProjectFolder } from './photoboothproject-collage.js';

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
 * README.txt of the booth package, in the interface language. Windows line endings: Breeze,
 * dslrBooth and the DNP tools run on Windows, where Notepad shows it as written.
 */
export function composeBoothReadme(t: TFunction, facts: ReadmeFacts): string {
  const size = { width: facts.width, height: facts.height };
  const preset = describePrintPreset(facts.width, facts.height, facts.dpi);
  const section = (title: string, text: string) => [title, '-'.repeat(title.length), text, ''];
  const lines = [
    t('boothExport.readme.title', { name: facts.name }),
    '',
    ...section(t('boothExport.readme.contents'), [
      `- ${t('boothExport.readme.overlay', size)}`,
      `- ${t('boothExport.readme.background')}`,
      `- ${t('boothExport.readme.slots')}`,
      `- ${t('boothExport.readme.collage', { folder: photoboothProjectFolder })}`,
      `- ${t('boothExport.readme.photoboothApp')}`,
    ].join('\n')),
    ...section(t('boothExport.readme.breezeTitle'), t('boothExport.readme.breeze', { preset })),
    ...section(t('boothExport.readme.dslrBoothTitle'), t('boothExport.readme.dslrBooth', { preset, ...size })),
    ...section(t('boothExport.readme.dnpTitle'), t('boothExport.readme.dnp')),
    t('boothExport.readme.rotation'),
    '',
  ];
  return lines.join('\n').replace(/\n/g, '\r\n');
}
