// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../../i18n/i18n.js';
import { SupportoPage } from './supporto-page.js';

function renderSupport() {
  return render(
    <MemoryRouter initialEntries={['/supporto']}>
      <SupportoPage />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('SupportoPage', () => {
  test('states the reply time exactly once', () => {
    renderSupport();
    expect(screen.getAllByText('Rispondiamo via email entro 24-48 ore lavorative.')).toHaveLength(1);
    expect(document.body.textContent?.match(/24-48/g)).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/giorni lavorativi/);
  });

  test('answers the FAQ topics of the spec', () => {
    renderSupport();
    const questions = [...document.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(questions).toEqual([
      'Come rimuovo il watermark dai miei layout?',
      'Posso caricare le mie immagini nel layout?',
      "Come disdico l'abbonamento?",
      'Cosa succede quando scade il pass Una Tantum?',
      'Dove vedo il piano che ho attivo?',
      'Potete creare voi il layout per il mio evento?',
    ]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('«Gestisci abbonamento»');
    expect(text).toContain('Il pass vale 7 giorni');
    expect(text).toContain('3 download senza watermark');
    expect(text).toContain('«Ri-Acquista Pass»');
    expect(text).toContain('sezione «Il tuo account»');
    expect(text).toContain('è una funzione Premium');
  });

  test('links to contact, plans and the custom layout service', () => {
    renderSupport();
    expect(screen.getByRole('link', { name: 'Vai ai Contatti' }).getAttribute('href')).toBe('/contatti');
    expect(screen.getByRole('link', { name: 'Confronta i piani' }).getAttribute('href')).toBe('/abbonamenti');
    expect(screen.getByRole('link', { name: 'Scopri il Layout su Misura' }).getAttribute('href')).toBe('/layout-personalizzato');
  });
});
