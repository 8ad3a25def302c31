import { describe, expect, it } from 'vitest';
import type { CatalogRequestItem, RequestStatus } from '../../../shared/api/dashboard.js';
import { appendPage, applyDelete, applyStatusChange, type RequestList, toInstantRange, totalOf } from './request-list-model.js';

function item(id: string, status: RequestStatus): CatalogRequestItem {
  return {
    id,
    timestamp: '2026-03-01T10:00:00.000Z',
    status,
    draftId: null,
    template: { displayName: '', original_path: '', preview: '' },
    formData: { names: id, eventDate: '', email: '', phone: '', city: '', otherText: '' },
    clientChanges: '',
    layoutId: null,
    draftLayoutRevision: null,
    customTemplate: null,
  };
}

const list: RequestList = {
  requests: [item('a', 'nuova'), item('b', 'approvata')],
  counts: { nuova: 5, in_lavorazione: 0, pronta_per_revisione: 0, modifiche_richieste: 0, approvata: 2, annullata: 0 },
  nextCursor: 'c',
};

describe('the request list model', () => {
  it('moves a count from the old status to the new one', () => {
    const changed = applyStatusChange(list, 'a', 'approvata');
    expect(changed.counts).toMatchObject({ nuova: 4, approvata: 3 });
    expect(changed.requests[0]?.status).toBe('approvata');
    expect(totalOf(changed.counts)).toBe(totalOf(list.counts));
    expect(applyStatusChange(list, 'a', 'nuova')).toBe(list);
    expect(applyStatusChange(list, 'missing', 'annullata')).toBe(list);
  });

  it('takes a deleted request out of the list and its count', () => {
    const deleted = applyDelete(list, 'b');
    expect(deleted.requests.map((r) => r.id)).toEqual(['a']);
    expect(deleted.counts.approvata).toBe(1);
    expect(totalOf(deleted.counts)).toBe(6);
  });

  it('appends a page without showing a request twice', () => {
    const more = appendPage(list, { requests: [item('b', 'approvata'), item('c', 'nuova')], nextCursor: null });
    expect(more.requests.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(more.nextCursor).toBeNull();
  });

  it('turns local days into a half-open range of instants', () => {
    const range = toInstantRange('2026-03-01', '2026-03-02');
    expect(new Date(range.from ?? '').getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(range.to ?? '').getTime()).toBe(new Date(2026, 2, 3).getTime());
    expect(toInstantRange('', 'nonsense')).toEqual({});
  });
});
