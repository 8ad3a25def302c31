// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import '../../i18n/i18n.js';
import type { MeResponse } from '../../../shared/api/me.js';
import { visitorMe } from '../../api/visitor-me.js';
import type { SessionStatus } from '../../api/session-context.js';
import { buildOperatorMe, buildSession, SessionFixture } from '../../test/session-fixtures.js';
import { PlanBanner } from './plan-banner.js';

afterEach(cleanup);

function renderBanner(me: MeResponse, status: SessionStatus = 'loaded') {
  return render(
    <MemoryRouter>
      <SessionFixture session={buildSession(me, status)}>
        <PlanBanner />
      </SessionFixture>
    </MemoryRouter>,
  );
}

describe('PlanBanner', () => {
  test('tells a visitor to copy the info for the operator, with no plans link', () => {
    renderBanner(visitorMe);
    expect(screen.getByText(/premi «Copia Info» e invia il testo al tuo operatore/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test("says 'Non hai un piano attivo.' to a free user, with a link to /abbonamenti", () => {
    renderBanner(buildOperatorMe('Gratuito'));
    expect(screen.getByText('Non hai un piano attivo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vedi gli abbonamenti' }).getAttribute('href')).toBe('/abbonamenti');
  });

  test("says 'Hai acquistato dei pass singoli.' to a pass holder, with a link to /abbonamenti", () => {
    renderBanner(buildOperatorMe('Una Tantum'));
    expect(screen.getByText('Hai acquistato dei pass singoli.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vedi gli abbonamenti' }).getAttribute('href')).toBe('/abbonamenti');
  });

  test('shows nothing to an annual user, nor while the session loads', () => {
    const { container } = renderBanner(buildOperatorMe('Annuale'));
    expect(container.textContent).toBe('');
    cleanup();
    expect(renderBanner(visitorMe, 'loading').container.textContent).toBe('');
  });
});
