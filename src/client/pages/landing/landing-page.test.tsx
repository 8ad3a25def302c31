// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../../i18n/i18n.js';
import { visitorMe } from '../../api/visitor-me.js';
import type { Session } from '../../api/session-context.js';
import { buildOperatorMe, buildSession, SessionFixture } from '../../test/session-fixtures.js';
import { LandingPage } from './landing-page.js';

const signUpHref = '/auth/login?returnTo=%2Fdashboard&signup=1';

function renderLanding(session: Session) {
  return render(
    <SessionFixture session={session}>
      <MemoryRouter initialEntries={['/']}>
        <LandingPage />
      </MemoryRouter>
    </SessionFixture>,
  );
}

afterEach(cleanup);

describe('LandingPage', () => {
  test('one h1, the three steps, the features, and links to the demo and the plans', () => {
    renderLanding(buildSession(visitorMe));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Layout stampabili per photobooth · Cornice');

    const steps = screen.getByRole('heading', { level: 2, name: 'Come funziona' }).closest('section');
    if (steps === null) throw new Error('no steps section');
    expect(within(steps).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Scegli un template',
      "Personalizzalo nell'editor",
      'Scarica o condividi',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Risoluzione di stampa, 300 dpi' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'I tuoi template, con il PRO' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Prova gratis' }).getAttribute('href')).toBe('/prova');
    expect(screen.getByRole('link', { name: 'Prova la demo senza registrarti' }).getAttribute('href')).toBe('/prova');
    expect(screen.getByRole('link', { name: 'Vedi piani e prezzi' }).getAttribute('href')).toBe('/abbonamenti');
    expect(screen.getByRole('link', { name: 'Confronta i piani' }).getAttribute('href')).toBe('/abbonamenti');
    expect(screen.getByText(/Pass singolo 25 € · Annuale PRO 590 €/)).toBeTruthy();
  });

  test('a visitor gets sign-up links: login with the sign-up hint, back to /dashboard', () => {
    renderLanding(buildSession(visitorMe));
    expect(screen.getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe(signUpHref);
    expect(screen.getByRole('link', { name: 'Crea il tuo account gratuito' }).getAttribute('href')).toBe(signUpHref);
    expect(screen.queryByRole('link', { name: 'Vai alla dashboard' })).toBeNull();
  });

  test('a logged-in operator gets the dashboard instead of sign-up', () => {
    renderLanding(buildSession(buildOperatorMe('Gratuito')));
    const dashboardLinks = screen.getAllByRole('link', { name: 'Vai alla dashboard' });
    expect(dashboardLinks).toHaveLength(2);
    for (const link of dashboardLinks) expect(link.getAttribute('href')).toBe('/dashboard');
    expect(document.querySelector(`a[href^="/auth/login"]`)).toBeNull();
  });

  test('while /api/me loads, a hidden stand-in holds the place of the account buttons', () => {
    renderLanding(buildSession(visitorMe, 'loading'));
    expect(screen.queryByRole('link', { name: 'Registrati gratis' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vai alla dashboard' })).toBeNull();
    expect(document.querySelectorAll('.account-action--pending[aria-hidden="true"]')).toHaveLength(2);
  });

  test('three testimonials, each with a quote, a name and a business', () => {
    renderLanding(buildSession(visitorMe));
    const section = screen.getByRole('heading', { level: 2, name: 'Cosa dicono gli operatori' }).closest('section');
    if (section === null) throw new Error('no testimonials section');
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const figure of figures) {
      expect(figure.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(40);
      expect(figure.querySelector('figcaption')?.textContent).toMatch(/\S/);
    }
    expect(within(section).getByText('Chiara Bellini')).toBeTruthy();
  });

  test('screenshots have their size set, come as AVIF at phone widths first; only the hero one is eager and high priority', () => {
    const { container } = renderLanding(buildSession(visitorMe));
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image.getAttribute('width')).toBe('1280');
      expect(image.getAttribute('height')).toBe('800');
      expect(image.getAttribute('srcset')).toMatch(/\.webp 640w, .*\.webp 1280w$/);
      const avif = image.closest('picture')?.querySelector('source[type="image/avif"]');
      expect(avif?.getAttribute('srcset')).toMatch(/^\S+-480\S*\.avif 480w, \S+-720\S*\.avif 720w, \S+-960\S*\.avif 960w, \S+-1280\S*\.avif 1280w$/);
      expect(avif?.getAttribute('sizes')).toBe(image.getAttribute('sizes'));
    }
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(eager).toHaveLength(1);
    expect(eager[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(eager[0]?.closest('.landing-hero')).not.toBeNull();
  });

  test('the tutorial video loads nothing from YouTube until the play button is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderLanding(buildSession(visitorMe));
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guarda il video tutorial su Cornice' }));
    const frame = screen.getByTitle('Video tutorial: come creare un layout con Cornice');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[^/?]+\?autoplay=1$/);
  });
});
