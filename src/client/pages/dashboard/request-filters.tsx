import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildRequestFiltersQuery, type CatalogRequestFilters, maxRequestSearchLength } from '../../../shared/api/catalog-requests-query.js';
import { type RequestStatusCounts, requestStatuses } from '../../../shared/api/dashboard.js';
import { DayInput } from './day-input.js';
import { toInstantRange, totalOf } from './request-list-model.js';

/** How long typing may pause before the list follows the search. */
const searchDelayMs = 300;

interface RequestFiltersProps {
  filters: CatalogRequestFilters;
  /** The first page's counts; null while they load. */
  counts: RequestStatusCounts | null;
  onChange: (filters: CatalogRequestFilters) => void;
}

/**
 * The request list's controls: status chips with their counts ('Nuova' first, after 'Tutte'),
 * a search over names, email, phone, city and event date, a range of days received, and the
 * CSV of what they select.
 */
export function RequestFilters({ filters, counts, onChange }: RequestFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState(filters.q ?? '');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');

  // The list follows the search once typing pauses; Enter applies it at once.
  useEffect(() => {
    const q = search.trim();
    if (q === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, q: q === '' ? undefined : q }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const onDays = (from: string, to: string) => {
    setFromDay(from);
    setToDay(to);
    const { status, q } = filters;
    onChange({ status, q, ...toInstantRange(from, to) });
  };

  const chip = (status: CatalogRequestFilters['status'], label: string, count: number | null) => (
    <button
      key={status ?? 'all'}
      type="button"
      className="request-filters__chip"
      aria-pressed={filters.status === status}
      onClick={() => onChange({ ...filters, status })}
    >
      {label}{' '}
      {count !== null && <span className="request-filters__count">{count}</span>}
    </button>
  );

  return (
    <div className="request-filters">
      <div className="request-filters__chips" role="group" aria-label={t('dashboard.requests.filterByStatus')}>
        {chip(undefined, t('dashboard.requests.allStatuses'), counts === null ? null : totalOf(counts))}
        {requestStatuses.map((status) => chip(status, t(`dashboard.requests.statuses.${status}`), counts === null ? null : counts[status]))}
      </div>
      <div className="request-filters__fields">
        <form
          role="search"
          className="request-filters__search"
          onSubmit={(event) => {
            event.preventDefault();
            const q = search.trim();
            onChange({ ...filters, q: q === '' ? undefined : q });
          }}
        >
          <label htmlFor={`${id}-q`}>{t('dashboard.requests.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={maxRequestSearchLength}
            placeholder={t('dashboard.requests.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
        <div className="request-filters__dates">
          <label htmlFor={`${id}-from`}>{t('dashboard.requests.receivedFrom')}</label>
          <DayInput id={`${id}-from`} value={fromDay} onChange={(day) => onDays(day, toDay)} />
          <label htmlFor={`${id}-to`}>{t('dashboard.requests.receivedTo')}</label>
          <DayInput id={`${id}-to`} value={toDay} onChange={(day) => onDays(fromDay, day)} />
        </div>
        <a className="button button--secondary button--small" href={`/api/catalog-requests/export.csv${buildRequestFiltersQuery(filters)}`} download>
          {t('dashboard.requests.exportCsv')}
        </a>
      </div>
    </div>
  );
}
