// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import '../../i18n/i18n.js';
import { ChooseFormatPage } from './choose-format-page.js';

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/choose-format/:theme', element: <ChooseFormatPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('ChooseFormatPage', () => {
  test('shows the theme, a back button and the four formats with their print sizes', () => {
    renderAt('/choose-format/laurea');
    expect(screen.getByText('Laurea')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Torna ai temi/ }).getAttribute('href')).toBe('/choose-theme');
    const formats = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/choose-template/'));
    expect(formats.map((link) => [link.querySelector('.format-card__label')?.textContent, link.querySelector('.format-card__size')?.textContent, link.getAttribute('href')])).toEqual([
      ['Cartolina Orizzontale', '15x10 cm / 6x4"', '/choose-template/laurea/cartolina-orizzontale'],
      ['Cartolina Verticale', '10x15 cm / 4x6"', '/choose-template/laurea/cartolina-verticale'],
      ['Photostrip Orizzontale', '15x5 cm / 6x2"', '/choose-template/laurea/photostrip-orizzontale'],
      ['Photostrip Verticale', '5x15 cm / 2x6"', '/choose-template/laurea/photostrip-verticale'],
    ]);
  });

  test('an unknown or coming-soon theme gives an empty state with a link back to the themes', () => {
    renderAt('/choose-format/pippo');
    expect(screen.getByRole('heading', { name: 'Tema non disponibile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna ai temi' }).getAttribute('href')).toBe('/choose-theme');
    expect(screen.queryAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('/choose-template/'))).toBe(false);
    cleanup();
    renderAt('/choose-format/halloween');
    expect(screen.getByText(/Il tema Halloween arriverà presto/)).toBeTruthy();
  });
});
