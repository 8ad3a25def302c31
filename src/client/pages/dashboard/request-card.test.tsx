// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/i18n.js';
import type { CatalogRequestItem } from '../../../shared/api/dashboard.js';
import { RequestCard } from './request-card.js';

afterEach(cleanup);

const request: CatalogRequestItem = {
  id: 'r1',
  timestamp: '2026-11-20T10:00:00.000Z',
  status: 'nuova',
  draftId: null,
  layoutId: null,
  draftLayoutRevision: null,
  customTemplate: null,
  template: {
    displayName: 'Rose Wreath',
    original_path: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png',
    preview: '/assets/templates/matrimonio/cartolina_verticale/previews/rose-wreath.jpg',
  },
  formData: { names: 'Anna e Luca', eventDate: '2027-06-12', email: '', phone: '', city: '', otherText: '' },
  clientChanges: '',
};

function ShowPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderCard(canCreateDraft: boolean, changes: Partial<CatalogRequestItem> = {}) {
  const handlers = { onStatusChange: vi.fn(), onDelete: vi.fn(), onDeleteSender: vi.fn(), onUnlock: vi.fn(), onError: vi.fn() };
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<RequestCard request={{ ...request, ...changes }} userId="u1" canCreateDraft={canCreateDraft} isPurchasing={false} {...handlers} />} />
        <Route path="*" element={<ShowPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return handlers;
}

describe('RequestCard', () => {
  test('shows the client phone grouped as people read it', () => {
    renderCard(true, { formData: { ...request.formData, phone: '+393330000018' } });
    expect(screen.getByText('+39 333 000 0018')).toBeTruthy();
    expect(screen.queryByText('+393330000018')).toBeNull();
  });

  test('a locked request offers the unlock and the editor with the free limits, and says so', () => {
    const { onUnlock } = renderCard(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sblocca template (€25)' }));
    expect(onUnlock).toHaveBeenCalledWith(request);
    const free = screen.getByRole('button', { name: "Apri nell'editor gratis" });
    expect(document.getElementById(free.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Gratis: bozza con la scritta «BOZZA» e download con watermark.');
    expect(screen.getByText(/sblocca il template per una bozza senza «BOZZA»/)).toBeTruthy();
    fireEvent.click(free);
    expect(screen.getByTestId('path').textContent).toBe('/editor/matrimonio/cartolina-verticale/rose-wreath.png');
  });

  test('an unlocked request creates its layout in the editor and offers no unlock', () => {
    renderCard(true);
    expect(screen.queryByRole('button', { name: /Sblocca/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crea layout' }));
    expect(screen.getByTestId('path').textContent).toBe('/editor/matrimonio/cartolina-verticale/rose-wreath.png');
  });

  test('a request with its layout reopens exactly that layout, locked or not', () => {
    for (const canCreateDraft of [true, false]) {
      renderCard(canCreateDraft, { layoutId: 'lay_0123456789abcdefghij' });
      expect(screen.queryByRole('button', { name: "Apri nell'editor gratis" })).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Apri layout' }));
      expect(screen.getByTestId('path').textContent).toBe('/editor/layout/lay_0123456789abcdefghij');
      cleanup();
    }
  });

  test('shows the changes the client asked for until the client approves, then no longer', () => {
    renderCard(true, { status: 'modifiche_richieste', clientChanges: 'Il nome in oro' });
    expect(screen.getByTestId('request-client-changes').textContent).toContain('Modifiche richieste dal cliente');
    cleanup();
    renderCard(true, { status: 'approvata', clientChanges: 'Il nome in oro' });
    expect(screen.queryByTestId('request-client-changes')).toBeNull();
    expect(screen.queryByText('Il nome in oro')).toBeNull();
  });

  test('lists what happened to the request, in order, each with its date and time', () => {
    const at = (iso: string) => `${new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso))}, ${new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))}`;
    renderCard(true, {
      status: 'approvata',
      timeline: [
        { kind: 'sent', at: '2026-11-27T09:00:00.000Z' },
        { kind: 'opened', at: '2026-11-27T09:05:00.000Z' },
        { kind: 'changes_requested', at: '2026-11-27T09:07:00.000Z' },
        { kind: 'proposal', at: '2026-11-27T09:08:00.000Z' },
        { kind: 'approved', at: '2026-11-27T10:15:00.000Z' },
        { kind: 'published', at: '2026-11-28T18:30:00.000Z' },
      ],
    });
    const timeline = screen.getByRole('region', { name: 'Cronologia' });
    const items = [...timeline.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      `Bozza inviata${at('2026-11-27T09:00:00.000Z')}`,
      `Aperta dal cliente${at('2026-11-27T09:05:00.000Z')}`,
      `Modifiche richieste${at('2026-11-27T09:07:00.000Z')}`,
      `Proposta del cliente${at('2026-11-27T09:08:00.000Z')}`,
      `Bozza approvata${at('2026-11-27T10:15:00.000Z')}`,
      `Pubblicata sulla cabina${at('2026-11-28T18:30:00.000Z')}`,
    ]);
    expect(timeline.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T09:00:00.000Z');
  });

  test('shows no timeline before anything happened', () => {
    renderCard(true, { timeline: [] });
    expect(screen.queryByRole('region', { name: 'Cronologia' })).toBeNull();
  });
});
