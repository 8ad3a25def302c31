// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/i18n';
import type { CatalogRequestItem } from '../../../shared/api/dashboard.js';
import { RequestCard } from './request-card';

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
});
