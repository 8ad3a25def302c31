// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UnlockedTemplatesResponse } from '../../../shared/api/unlocked-templates.js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { UnlockedTemplate } from '../../../shared/plans/plan-types.js';
import '../../i18n/i18n.js';
import { UnlockedTemplatesSection } from './unlocked-templates-section.js';

const pass = (name: string, downloads: number, expiry: string): UnlockedTemplate => ({
  downloads_remaining: downloads,
  unlock_expiry_date: expiry,
  original_path: `/assets/templates/matrimonio/cartolina_verticale/${name}.png`,
  preview_path: '',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server's pages of passes: the section asks for the active and the expired ones (used up or past their date). */
function servePasses(pages: Record<'active' | 'expired', UnlockedTemplatesResponse>): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const state = url.searchParams.get('state') === 'expired' ? 'expired' : 'active';
    return Promise.resolve(new Response(JSON.stringify(pages[state]), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
}

describe('UnlockedTemplatesSection', () => {
  test('a pass whose downloads are used up says so and when it would have expired, not that it expired', async () => {
    const unlocked = {
      a: pass('eucalyptus-bloom', 0, '2026-12-01T10:00:00Z'),
      b: pass('rose-antiche', 2, '2026-11-20T10:00:00Z'),
      c: pass('tocco-blu', 1, '2026-11-30T10:00:00Z'),
    };
    const item = (id: 'a' | 'b' | 'c') => ({ templateId: id, ...unlocked[id] });
    servePasses({
      active: { items: [item('c')], nextCursor: null, total: 1 },
      expired: { items: [item('b'), item('a')], nextCursor: null, total: 2 },
    });
    render(<UnlockedTemplatesSection unlocked={unlocked} onChanged={() => Promise.resolve()} />);
    expect(await screen.findByText(/1 download rimasto · Scade il 30 novembre 2026/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Mostra template scaduti (2)' }));
    await screen.findByRole('list', { name: 'Mostra template scaduti (2)' });
    const list = screen.getByRole('list', { name: 'Mostra template scaduti (2)' });
    const items = Array.from(list.querySelectorAll('li'), (item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('Scaduto il 20 novembre 2026'),
      expect.stringContaining('Download esauriti · Il pass sarebbe scaduto il 1 dicembre 2026'),
    ]);
    expect(list.textContent).not.toContain('Scaduto il 1 dicembre 2026');
  });
});
