// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CatalogRequestItem } from '../../../shared/api/dashboard.js';
import '../../i18n/i18n.js';
import { RequestsTable } from './requests-table.js';
import { sortByEventDate } from './sort-by-event-date.js';

afterEach(cleanup);

function makeRequest(id: string, names: string, eventDate: string, phone = ''): CatalogRequestItem {
  return {
    id,
    timestamp: '2026-11-20T10:00:00.000Z',
    status: 'nuova',
    draftId: null,
    layoutId: null,
    draftLayoutRevision: null,
    customTemplate: null,
    template: { displayName: 'Rose Wreath', original_path: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png', preview: '' },
    formData: { names, eventDate, email: '', phone, city: '', otherText: '' },
    clientChanges: '',
  };
}

const requests = [
  makeRequest('a', 'Anna e Luca', '2027-06-12', '+393330000018'),
  makeRequest('b', 'Sara e Marco', '14 giugno 2026'),
  makeRequest('c', 'Festa di Giulia', 'sabato prossimo'),
  makeRequest('d', 'Laurea di Paolo', '02/03/2027'),
];

describe('requests at volume', () => {
  test('sorts by event date, soonest first, unreadable dates last', () => {
    expect(sortByEventDate(requests).map((request) => request.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  test('a compact table changes the status of several requests at once', async () => {
    const onBulkStatusChange = vi.fn<(chosen: readonly CatalogRequestItem[], status: string) => Promise<void>>().mockResolvedValue(undefined);
    render(<RequestsTable requests={sortByEventDate(requests)} onStatusChange={vi.fn()} onBulkStatusChange={onBulkStatusChange} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Sara e Marco', 'Laurea di Paolo', 'Anna e Luca', 'Festa di Giulia']);
    expect(screen.getByText('+39 333 000 0018')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona la richiesta di Sara e Marco' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona la richiesta di Anna e Luca' }));
    expect(screen.getByText('2 richieste selezionate')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Nuovo stato' }), { target: { value: 'approvata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    await vi.waitFor(() => expect(onBulkStatusChange).toHaveBeenCalledTimes(1));
    expect(onBulkStatusChange.mock.calls[0]?.[0].map((request) => request.id)).toEqual(['b', 'a']);
    expect(onBulkStatusChange.mock.calls[0]?.[1]).toBe('approvata');
    await vi.waitFor(() => expect(screen.getByText('0 richieste selezionate')).toBeTruthy());
  });
});
