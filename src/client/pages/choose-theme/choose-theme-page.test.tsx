// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import '../../i18n/i18n.js';
import { ChooseThemePage } from './choose-theme-page.js';

afterEach(cleanup);

describe('ChooseThemePage', () => {
  test('the four active themes link to their formats page', () => {
    render(<ChooseThemePage />, { wrapper: MemoryRouter });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.querySelector('.theme-card__label')?.textContent, link.getAttribute('href')])).toEqual([
      ['Matrimonio', '/choose-format/matrimonio'],
      ['Compleanno', '/choose-format/compleanno'],
      ['Laurea', '/choose-format/laurea'],
      ['Bambini', '/choose-format/bambini'],
    ]);
  });

  test("the five coming-soon themes say 'Coming Soon', are disabled and are not links", () => {
    render(<ChooseThemePage />, { wrapper: MemoryRouter });
    for (const label of ['Natale', 'Carnevale', 'Halloween', 'Nightlife', 'Corporate']) {
      const card = screen.getByRole('group', { name: `${label}, Coming Soon` });
      expect(card.getAttribute('aria-disabled')).toBe('true');
      expect(card.textContent).toContain('Coming Soon');
      expect(card.closest('a')).toBeNull();
      expect(screen.queryByRole('link', { name: new RegExp(label) })).toBeNull();
    }
  });
});
