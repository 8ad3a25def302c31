// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n, loadLanguage } from '../../i18n/i18n.js';
import { parseDay } from './day-input.js';
import { RequestFilters } from './request-filters.js';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('it');
});

describe('request filters', () => {
  test("the days received are typed as the page's language writes them, not in the browser's locale", () => {
    const onChange = vi.fn();
    render(<RequestFilters filters={{}} counts={null} onChange={onChange} />);
    const from = screen.getByLabelText('Ricevute dal');
    expect(from.getAttribute('type')).toBe('text');
    expect(from.getAttribute('placeholder')).toBe('gg/mm/aaaa');
    fireEvent.change(from, { target: { value: '14/06/2026' } });
    expect(onChange).toHaveBeenLastCalledWith({ status: undefined, q: undefined, from: new Date(2026, 5, 14).toISOString() });
    // Not a day yet: the list waits, and the field says so.
    fireEvent.change(screen.getByLabelText('al'), { target: { value: '31/02/2026' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('al').getAttribute('aria-invalid')).toBe('true');
  });

  test('in English the placeholder is English', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    render(<RequestFilters filters={{}} counts={null} onChange={vi.fn()} />);
    expect(screen.getByLabelText('Received from').getAttribute('placeholder')).toBe('dd/mm/yyyy');
  });

  test('reads a day however it is separated, and only a real one', () => {
    expect(parseDay('1.6.2026')).toBe('2026-06-01');
    expect(parseDay('01-06-2026')).toBe('2026-06-01');
    expect(parseDay('2026-06-01')).toBeNull();
    expect(parseDay('29/02/2025')).toBeNull();
  });
});
