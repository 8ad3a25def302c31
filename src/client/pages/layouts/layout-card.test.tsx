// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LayoutSummary } from '../../../shared/api/layouts.js';
import '../../i18n/i18n.js';
import { LayoutCard } from './layout-card.js';

const layout: LayoutSummary = {
  id: 'lay_abcdefghijklmnop12',
  name: 'Festa al mare',
  templatePath: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png',
  theme: 'matrimonio',
  revision: 3,
  thumbnailUrl: null,
  requestId: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  deletedAt: null,
  shownInCatalog: false,
};

afterEach(cleanup);

function renderCard(props: Partial<Parameters<typeof LayoutCard>[0]> = {}) {
  const onAction = vi.fn();
  render(
    <MemoryRouter>
      <ul>
        <LayoutCard layout={layout} onAction={onAction} {...props} />
      </ul>
    </MemoryRouter>,
  );
  return onAction;
}

const toggle = () => screen.queryByRole('switch', { name: 'Mostra nel catalogo' }) as HTMLInputElement | null;

describe("LayoutCard's 'Mostra nel catalogo'", () => {
  test('shows whether the layout is in the catalogue and asks to put it in or take it out', () => {
    const onAction = renderCard();
    expect(toggle()?.checked).toBe(false);
    fireEvent.click(toggle() as HTMLInputElement);
    expect(onAction).toHaveBeenCalledWith(layout, 'showInCatalog');
    cleanup();
    const onShownAction = renderCard({ layout: { ...layout, shownInCatalog: true } });
    expect(toggle()?.checked).toBe(true);
    fireEvent.click(toggle() as HTMLInputElement);
    expect(onShownAction).toHaveBeenCalledWith({ ...layout, shownInCatalog: true }, 'hideFromCatalog');
  });

  test('is not offered in the bin nor on the dashboard’s short list, and waits while another action runs', () => {
    renderCard({ layout: { ...layout, deletedAt: '2026-11-03T10:00:00.000Z' } });
    expect(toggle()).toBeNull();
    cleanup();
    renderCard({ isCompact: true });
    expect(toggle()).toBeNull();
    cleanup();
    renderCard({ busyAction: 'rename' });
    expect(toggle()?.disabled).toBe(true);
  });
});
