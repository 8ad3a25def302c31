// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { UnlockedTemplate } from '../../../shared/plans/plan-types.js';
import '../../i18n/i18n';
import { UnlockedTemplatesSection } from './unlocked-templates-section';

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
});

describe('UnlockedTemplatesSection', () => {
  test('a pass whose downloads are used up says so and when it would have expired, not that it expired', () => {
    const unlocked = {
      a: pass('eucalyptus-bloom', 0, '2026-12-01T10:00:00Z'),
      b: pass('rose-antiche', 2, '2026-11-20T10:00:00Z'),
      c: pass('tocco-blu', 1, '2026-11-30T10:00:00Z'),
    };
    render(<UnlockedTemplatesSection unlocked={unlocked} onChanged={() => Promise.resolve()} />);
    expect(screen.getByText(/1 download rimasto · Scade il 30 novembre 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostra template scaduti (2)' }));
    const list = screen.getByRole('list', { name: 'Mostra template scaduti (2)' });
    const items = Array.from(list.querySelectorAll('li'), (item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('Scaduto il 20 novembre 2026'),
      expect.stringContaining('Download esauriti · Il pass sarebbe scaduto il 1 dicembre 2026'),
    ]);
    expect(list.textContent).not.toContain('Scaduto il 1 dicembre 2026');
  });
});
