import { packReadmeEn } from './pack-readme.en.js';
import { packReadmeIt } from './pack-readme.it.js';
import type { PackReadmeFacts } from './pack-readme-facts.js';

export type { PackReadmeFacts } from './pack-readme-facts.js';

/**
 * The pack's README in Italian or English, whatever the interface language (the booth may be run
 * by someone else). Windows line endings: Breeze, dslrBooth and the DNP tools run on Windows,
 * where Notepad shows it as written.
 */
export function composePackReadme(language: 'it' | 'en', facts: PackReadmeFacts): string {
  const { title, intro, sections } = (language === 'it' ? packReadmeIt : packReadmeEn)(facts);
  const lines = [title, '='.repeat(title.length), '', ...intro, ''];
  for (const section of sections) {
    lines.push(section.title, '-'.repeat(section.title.length));
    section.steps.forEach((step, index) => lines.push(`${index + 1}. ${step}`));
    lines.push('');
  }
  return lines.join('\n').replace(/\n/g, '\r\n');
}
