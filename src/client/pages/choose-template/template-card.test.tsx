// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/i18n.js';
import { toCatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import type { TemplateAccess } from '../../../shared/catalog/template-access.js';
import { TemplateCard } from './template-card.js';

afterEach(cleanup);

const template = toCatalogTemplate(
  {
    category: 'matrimonio',
    format: 'cartolina_verticale',
    original: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png',
    preview: '/assets/templates/matrimonio/cartolina_verticale/previews/rose-wreath.jpg',
  },
  'builtin',
);

function renderCard(access: TemplateAccess, isPurchasing = false) {
  const handlers = { onSelect: vi.fn(), onZoom: vi.fn(), onPurchase: vi.fn(), onOpenFree: vi.fn() };
  // The grid says the free limits once; every card's free button points at that note.
  render(
    <>
      <p id="free-note">Con il piano gratuito: download con watermark e bozze con la scritta «BOZZA».</p>
      <TemplateCard template={template} access={access} imageWidth={400} imageHeight={600} isSelected={false} isPurchasing={isPurchasing} freeNoteId="free-note" {...handlers} />
    </>,
  );
  return handlers;
}

describe('TemplateCard', () => {
  test('a usable card is a button that selects the template; the preview is lazy with its size', () => {
    const { onSelect } = renderCard({ kind: 'open' });
    const image = document.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/assets/templates/matrimonio/cartolina_verticale/starter-previews/rose-wreath.jpg');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['400', '600']);
    fireEvent.click(screen.getByRole('button', { name: 'Rose Wreath' }));
    expect(onSelect).toHaveBeenCalledWith(template);
    expect(screen.queryByRole('button', { name: /Sblocca/ })).toBeNull();
  });

  test('every card has a zoom button named after the template', () => {
    const { onZoom } = renderCard({ kind: 'locked' });
    fireEvent.click(screen.getByRole('button', { name: 'Ingrandisci Rose Wreath' }));
    expect(onZoom).toHaveBeenCalledWith(template);
  });

  test("a locked card cannot be selected and offers 'Sblocca per €25'", () => {
    const { onSelect, onPurchase } = renderCard({ kind: 'locked' });
    expect(screen.queryByRole('button', { name: 'Rose Wreath' })).toBeNull();
    expect(screen.getByText('Bloccato')).toBeTruthy();
    fireEvent.click(screen.getByText('Rose Wreath'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sblocca per €25' }));
    expect(onPurchase).toHaveBeenCalledWith(template);
  });

  test('a locked or exhausted card also opens the editor with the free limits, and says what they are', () => {
    for (const kind of ['locked', 'exhausted'] as const) {
      const { onOpenFree, onPurchase } = renderCard({ kind });
      const button = screen.getByRole('button', { name: "Apri nell'editor gratis" });
      expect(button.getAttribute('aria-describedby')).toBe('free-note');
      // The card itself no longer repeats the note.
      expect(screen.getAllByText(/Con il piano gratuito/)).toHaveLength(1);
      fireEvent.click(button);
      expect(onOpenFree).toHaveBeenCalledWith(template);
      expect(onPurchase).not.toHaveBeenCalled();
      cleanup();
    }
  });

  test('an open card offers no free editor button (it opens the editor itself)', () => {
    renderCard({ kind: 'open' });
    expect(screen.queryByRole('button', { name: "Apri nell'editor gratis" })).toBeNull();
  });

  test("an exhausted pass shows 'Download Esauriti' and 'Ri-Acquista Pass'", () => {
    const { onPurchase } = renderCard({ kind: 'exhausted' });
    expect(screen.getByText('Download Esauriti')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rose Wreath' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ri-Acquista Pass' }));
    expect(onPurchase).toHaveBeenCalledWith(template);
  });

  test('an unlocked card is usable and shows the downloads left', () => {
    renderCard({ kind: 'unlocked', downloadsRemaining: 2, expiresAt: '2026-06-05T10:00:00Z' });
    expect(screen.getByRole('button', { name: 'Rose Wreath' })).toBeTruthy();
    expect(screen.getByText(/Pass attivo: 2 download/)).toBeTruthy();
  });

  test('the purchase button is busy while the checkout is prepared', () => {
    renderCard({ kind: 'locked' }, true);
    const button = screen.getByRole('button', { name: 'Attendere...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
