// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../i18n/i18n.js';
import { visitorMe } from '../api/visitor-me.js';
import type { Session } from '../api/session-context.js';
import { buildOperatorMe, buildSession, SessionFixture } from '../test/session-fixtures.js';
import { TopBar } from './top-bar.js';

function renderTopBar(session: Session) {
  return render(
    <SessionFixture session={session}>
      <MemoryRouter initialEntries={['/']}>
        <TopBar />
      </MemoryRouter>
    </SessionFixture>,
  );
}

afterEach(cleanup);

describe('TopBar', () => {
  test('a visitor sees the custom layout link and login, no logout', () => {
    renderTopBar(buildSession(visitorMe));
    expect(screen.getByRole('link', { name: 'Layout su Misura' }).getAttribute('href')).toBe('/layout-personalizzato');
    expect(screen.getByRole('link', { name: 'Accedi / Registrati' }).getAttribute('href')).toBe('/auth/login?returnTo=%2Fdashboard');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByText('Crea Nuovo Layout')).toBeNull();
  });

  test('a free operator sees create, plans, dashboard and a logout form', () => {
    renderTopBar(buildSession(buildOperatorMe('Gratuito')));
    expect(screen.getByRole('link', { name: 'Crea Nuovo Layout' }).getAttribute('href')).toBe('/choose-theme');
    expect(screen.getByRole('link', { name: 'Layout su Misura' }).getAttribute('href')).toBe('/layout-personalizzato');
    expect(screen.getByRole('link', { name: 'Abbonamenti' }).getAttribute('href')).toBe('/abbonamenti');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText('Premium')).toBeNull();
    expect(screen.queryByText('Accedi / Registrati')).toBeNull();

    const form = screen.getByRole('button', { name: 'Logout' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/auth/logout');
  });

  test('an annual operator sees the Premium badge instead of the plans link', () => {
    renderTopBar(buildSession(buildOperatorMe('Annuale')));
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Abbonamenti' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  test('while /api/me loads, neither variant shows its auth controls', () => {
    renderTopBar(buildSession(visitorMe, 'loading'));
    expect(screen.queryByText('Accedi / Registrati')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Layout su Misura' })).toBeTruthy();
  });

  test('the menu toggle reports its state and closes on Escape, back on the toggle', async () => {
    const user = userEvent.setup();
    renderTopBar(buildSession(visitorMe));
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(nav).getByRole('link', { name: 'Layout su Misura' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
