// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { languageCookieName } from '../../shared/i18n/language.js';
import { i18n } from '../i18n/i18n.js';
import { readStoredLanguage } from '../i18n/language-preference.js';
import { LanguageSwitch } from './language-switch.js';

afterEach(async () => {
  cleanup();
  document.cookie = `${languageCookieName}=; max-age=0; path=/`;
  window.localStorage.clear();
  await i18n.changeLanguage('it');
});

describe('LanguageSwitch', () => {
  test('starts in Italian, with no stored choice', () => {
    render(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Lingua' });
    expect((select as HTMLSelectElement).value).toBe('it');
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
    expect(readStoredLanguage()).toBeUndefined();
  });

  test('switches the interface and remembers the choice in the cookie and localStorage', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lingua' }), 'en');
    // English is its own chunk: the interface changes once it has arrived.
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('cornice_lang=en');
    expect(window.localStorage.getItem('cornice_lang')).toBe('en');
    expect(readStoredLanguage()).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'it');
    expect(await screen.findByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
    expect(readStoredLanguage()).toBe('it');
  });
});
