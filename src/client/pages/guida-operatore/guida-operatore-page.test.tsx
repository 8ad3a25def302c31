// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../../i18n/i18n.js';
import type { Session } from '../../api/session-context.js';
import { visitorMe } from '../../api/visitor-me.js';
import { communityChatUrl } from '../../app/external-links.js';
import { buildOperatorMe, buildSession, SessionFixture } from '../../test/session-fixtures.js';
import { GuidaOperatorePage } from './guida-operatore-page.js';

function renderGuide(session: Session) {
  return render(
    <SessionFixture session={session}>
      <MemoryRouter initialEntries={['/guida-operatore']}>
        <GuidaOperatorePage />
      </MemoryRouter>
    </SessionFixture>,
  );
}

// jsdom has no showModal: stand in for the browser's, which is what makes the rest of the page
// inert and so keeps focus inside the dialog.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = vi.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});

beforeEach(() => {
  showModal.mockClear();
  close.mockClear();
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
});

describe('GuidaOperatorePage', () => {
  test('shows the three steps, the tools and the shortcuts under one h1', () => {
    renderGuide(buildSession(visitorMe));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Completa il profilo pubblico', 'Condividi il link del catalogo', 'Gestisci le richieste']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    const toolNames = [...document.querySelectorAll('dt')].map((term) => term.textContent);
    expect(toolNames).toEqual([
      'Aggiungi testo',
      'Aggiungi linea separatrice',
      'Carica immagine Premium',
      'Aggiungi cornice foto',
      'Ellisse',
      'Codice QR',
      'Clipart',
      'Scarica',
      'Condividi',
    ]);
    expect(document.body.textContent).toContain('Con il piano Gratuito il file ha il watermark.');
    const table = screen.getByRole('table', { name: 'Scorciatoie da tastiera' });
    expect(within(table).getByRole('row', { name: /Sposta l'elemento selezionato di 2 px/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Ruota di 15° in senso orario/ })).toBeTruthy();
    expect(table.querySelectorAll('kbd').length).toBeGreaterThan(10);
  });

  test('the catalogue link dialog is modal, takes focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderGuide(buildSession(visitorMe));
    const opener = screen.getByRole('button', { name: 'Dove trovo il link?' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Dove trovo il link del catalogo?' });
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('«Il tuo catalogo pubblico»');
    expect(dialog.textContent).toContain('«Copia link»');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('the dialog closes on its button too, back on the opener', async () => {
    const user = userEvent.setup();
    renderGuide(buildSession(visitorMe));
    const opener = screen.getByRole('button', { name: 'Dove trovo il link?' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('a logged-in operator gets create-layout and dashboard links', () => {
    renderGuide(buildSession(buildOperatorMe('Gratuito')));
    expect(screen.getByRole('link', { name: 'Crea un nuovo layout' }).getAttribute('href')).toBe('/choose-theme');
    expect(screen.getByRole('link', { name: 'Vai alla Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: "Prova l'editor gratis" })).toBeNull();
    expect(screen.queryByRole('link', { name: /Entra nel gruppo di supporto/ })).toBeNull();
  });

  test('a visitor gets the demo and the support group links', () => {
    renderGuide(buildSession(visitorMe));
    expect(screen.getByRole('link', { name: "Prova l'editor gratis" }).getAttribute('href')).toBe('/prova');
    const group = screen.getByRole('link', { name: 'Entra nel gruppo di supporto (si apre in una nuova scheda)' });
    expect(group.getAttribute('href')).toBe(communityChatUrl);
    expect(group.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Crea un nuovo layout' })).toBeNull();
  });

  test('while the session loads, neither pair of links shows', () => {
    renderGuide(buildSession(visitorMe, 'loading'));
    expect(screen.queryByRole('link', { name: "Prova l'editor gratis" })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Crea un nuovo layout' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pronto a iniziare?' })).toBeTruthy();
  });
});
