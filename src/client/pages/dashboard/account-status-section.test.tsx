// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { MeResponse } from '../../../shared/api/me.js';
import { fullLimits } from '../../../shared/plans/plan-rules.js';
import type { Plan } from '../../../shared/plans/plan-types.js';
import '../../i18n/i18n.js';
import { AccountStatusSection } from './account-status-section.js';

afterEach(cleanup);

function meWith(plan: Plan): MeResponse {
  return {
    user: { id: 'u1', email: 'op@example.test' },
    profile: { businessName: '', logoUrl: '', contactEmail: '', contactPhone: '', secondaryEmail: '' },
    plan,
    unlockedTemplates: {},
    limits: fullLimits,
  };
}

const endDate = '2027-01-15T08:00:00.000Z';

describe('AccountStatusSection', () => {
  test('an annual plan that renews shows its end date and the subscription management', () => {
    render(<AccountStatusSection me={meWith({ type: 'Annuale', endDate })} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('dashboard-plan').textContent).toBe('Piano attuale: Annuale PRO');
    expect(screen.getByText('Il tuo abbonamento annuale è attivo fino al 15 gennaio 2027.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gestisci abbonamento' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riattiva abbonamento' })).toBeNull();
  });

  test('a cancelled annual plan stays Annuale, says when it ends and offers to resume it', () => {
    render(<AccountStatusSection me={meWith({ type: 'Annuale', endDate, cancelAt: endDate })} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('dashboard-plan').textContent).toBe('Piano attuale: Annuale PRO');
    expect(screen.getByText('Il piano Annuale resta attivo fino al 15 gennaio 2027, poi non si rinnova.')).toBeTruthy();
    expect(screen.queryByText(/è attivo fino al/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Riattiva abbonamento' })).toBeTruthy();
  });
});
