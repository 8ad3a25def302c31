// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../../i18n/i18n.js';
import { TerminiDiServizioPage } from './termini-di-servizio-page.js';

afterEach(cleanup);

describe('TerminiDiServizioPage', () => {
  test('carries the date of the version and every point of the spec', () => {
    render(
      <MemoryRouter>
        <TerminiDiServizioPage />
      </MemoryRouter>,
    );
    // Prices come from Intl, which keeps the number and the € together with a no-break space.
    const text = (document.body.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Ultimo aggiornamento: 24 maggio 2024');
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2024-05-24');
    expect(text).toContain("limitata all'importo che hai pagato a Cornice nei 12 mesi precedenti");
    expect(text).toContain('definitivi e non rimborsabili');
    expect(text).toContain('in euro, IVA inclusa');
    expect(text).toContain('fornitore di pagamenti con carta, Stripe');
    expect(text).toContain('si rinnova automaticamente');
    expect(text).toContain('alla fine del periodo di fatturazione in corso');
    expect(text).toContain('regolati dalla legge italiana');
    expect(text).toContain('almeno 18 anni');
    expect(text).toContain('costa 25 €');
    expect(text).toContain('costa 590 €');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
  });
});
