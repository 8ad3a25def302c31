import { describe, expect, test } from 'vitest';
import { en } from './en';
import { it } from './it';

/** Dotted paths of every string leaf, so a missing key shows by name in the failure. */
function listKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listKeys(child, prefix === '' ? key : `${prefix}.${key}`));
}

function listEmptyKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listEmptyKeys(child, prefix === '' ? key : `${prefix}.${key}`));
}

describe('translations', () => {
  test('Italian and English have the same keys', () => {
    expect(listKeys(en).sort()).toEqual(listKeys(it).sort());
  });

  test('no text is empty or other than a string', () => {
    expect(listEmptyKeys(it)).toEqual([]);
    expect(listEmptyKeys(en)).toEqual([]);
  });

  test('the contract strings of the spec are verbatim', () => {
    expect(it.topBar.createLayout).toBe('Crea Nuovo Layout');
    expect(it.topBar.customLayout).toBe('Layout su Misura');
    expect(it.topBar.login).toBe('Accedi / Registrati');
    expect(it.cookieBanner.accept).toBe('Accetto');
    expect(it.cookieBanner.reject).toBe('Rifiuto');
    expect(it.auth.redirecting).toBe('Reindirizzamento al login...');
    expect(it.errorPage.title).toBe('Unexpected Application Error!');
    expect(it.pages.pagamentoAnnullato.title).toBe('Payment Cancelled');
  });
});
