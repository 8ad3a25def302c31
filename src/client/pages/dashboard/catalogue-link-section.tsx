import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkCopiedMs } from './dashboard-constants.js';

/** The public catalogue link: origin + /catalogo/ + encoded user id (spec part 2 §2), with a 2.5 s copy confirmation. */
export function CatalogueLinkSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timerRef.current), []);
  const link = `${window.location.origin}/catalogo/${encodeURIComponent(userId)}`;

  const onCopy = async () => {
    clearTimeout(timerRef.current);
    try {
      // Missing outside secure contexts: a failure like any other, answered with a hint.
      if (navigator.clipboard === undefined) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch (error) {
      console.warn('[dashboard] clipboard write refused', error);
      setState('failed');
    }
    timerRef.current = setTimeout(() => setState('idle'), linkCopiedMs);
  };

  return (
    <section className="dashboard-card" aria-labelledby="dashboard-catalogue">
      <h2 id="dashboard-catalogue" className="dashboard-card__title">
        {t('dashboard.catalogue.title')}
      </h2>
      <p className="dashboard-card__muted">{t('dashboard.catalogue.text')}</p>
      <label className="catalogue-link">
        <span className="visually-hidden">{t('dashboard.catalogue.label')}</span>
        <input type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
      </label>
      <div className="dashboard-card__actions">
        <button type="button" className="button button--primary button--small" onClick={() => void onCopy()}>
          {state === 'copied' ? t('dashboard.catalogue.copied') : t('dashboard.catalogue.copy')}
        </button>
        <a className="button button--secondary button--small" href={link} target="_blank" rel="noopener noreferrer">
          {t('dashboard.catalogue.open')}
        </a>
      </div>
      <p role="status" aria-live="polite" className="dashboard-card__muted">
        {state === 'copied' ? t('dashboard.catalogue.copied') : state === 'failed' ? t('dashboard.catalogue.copyFailed') : ''}
      </p>
    </section>
  );
}
