import { describe, expect, test } from 'vitest';
import { contentEn } from './content.en.js';
import { contentIt } from './content.it.js';

function listKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listKeys(child, prefix === '' ? key : `${prefix}.${key}`));
}

describe('support, guide and legal texts', () => {
  test('Italian and English have the same keys', () => {
    expect(listKeys(contentEn).sort()).toEqual(listKeys(contentIt).sort());
  });

  test('the contract strings of the spec are verbatim', () => {
    expect(contentIt.supporto.contact.replyTime).toBe('Rispondiamo via email entro 24-48 ore lavorative.');
    expect(`${contentIt.legal.updatedLabel} ${contentIt.legal.updatedDate}`).toBe('Ultimo aggiornamento: 24 maggio 2024');
    expect(`${contentEn.legal.updatedLabel} ${contentEn.legal.updatedDate}`).toBe('Last updated: May 24, 2024');
  });

  test('the reply time is promised in one place only', () => {
    const mentions = JSON.stringify(contentIt).match(/24-48/g) ?? [];
    expect(mentions).toHaveLength(1);
  });
});
