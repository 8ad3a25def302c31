import { describe, expect, test } from 'vitest';
import { en } from './en.js';
import { i18n } from './i18n.js';
import { it } from './it.js';

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

describe('selection flow contract strings (spec part 1 §2, §8, §9)', () => {
  test('are verbatim', () => {
    expect(it.chooseTheme.comingSoon).toBe('Coming Soon');
    expect(it.selection.theme).toBe('Tema');
    expect(it.selection.format).toBe('Formato');
    expect(it.templateActions.title).toBe('Cosa vuoi fare?');
    expect(it.templateActions.customize).toBe('Personalizza (Operatore)');
    expect(it.templateActions.copy).toBe('Copia Info');
    expect(it.templateActions.copied).toBe('✓ Copiato!');
    expect(it.templateActions.close).toBe('Chiudi');
    expect(it.templateActions.copyError).toBe('Errore copia.');
    expect(it.planBanner.passes).toBe('Hai acquistato dei pass singoli.');
    expect(it.planBanner.noPlan).toBe('Non hai un piano attivo.');
    expect(it.chooseTemplate.exhausted).toBe('Download Esauriti');
    expect(it.chooseTemplate.rebuy).toBe('Ri-Acquista Pass');
    expect(it.purchase.defaultError).toBe('Errore dal server');
  });

  test('read verbatim once interpolated', () => {
    const t = i18n.getFixedT('it');
    expect(t('chooseTemplate.unlock', { price: 25 })).toBe('Sblocca per €25');
    expect(t('purchase.error', { message: t('purchase.defaultError') })).toBe('Si è verificato un errore: Errore dal server');
    expect(t('templateActions.copyText', { theme: 'Matrimonio', format: 'Cartolina Verticale', template: 'Rose Wreath' })).toBe(
      'Tema: Matrimonio\nFormato: Cartolina Verticale\nTemplate: Rose Wreath',
    );
  });
});

describe('public pages contract strings (spec part 2 §8)', () => {
  test('are verbatim', () => {
    const t = i18n.getFixedT('it');
    expect(t('publicCatalogue.loadError', { message: 'x' })).toBe('Impossibile caricare il catalogo: x');
    expect(it.view.operatorError).toBe("Errore nel recuperare i dati dell'operatore.");
    expect(it.view.imageError).toBe("Impossibile caricare l'immagine della bozza.");
    expect(it.dashboard.requests.statuses.modifiche_richieste).toBe('Modifiche Richieste dal Cliente');
  });
});
