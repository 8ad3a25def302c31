import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoothPackLink } from '../../../shared/api/booth-packs.js';
import { BoothPackQr } from './booth-pack-qr.js';
import { buildPullCommands } from './pull-commands.js';

interface PublishedLinkProps {
  link: BoothPackLink;
  onCopy: (text: string) => void;
}

/** The published URL (copy, QR code), its revision, expiry and last pull, and one command per program. */
export function PublishedLink({ link, onCopy }: PublishedLinkProps) {
  const { t, i18n } = useTranslation();
  const urlId = useId();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const expiry = link.expiresAt === null ? t('boothSync.neverExpires') : t(link.isExpired ? 'boothSync.expiredOn' : 'boothSync.expiresOn', { date: when(link.expiresAt) });
  return (
    <div className="booth-pack__published">
      <div className="booth-pack__url-row">
        <div className="booth-pack__url">
          <label htmlFor={urlId}>{t('boothSync.urlLabel')}</label>
          <div className="booth-pack__copy-row">
            <input id={urlId} type="text" readOnly value={link.pullUrl} onFocus={(event) => event.target.select()} />
            <button type="button" className="button button--secondary button--small" onClick={() => onCopy(link.pullUrl)}>
              {t('boothSync.copy')}
            </button>
          </div>
          <p className="booth-pack__facts">{t('boothSync.revision', { revision: link.revision, date: when(link.publishedAt) })}</p>
          <p className="booth-pack__facts">{t('boothSync.revisionUrl', { url: link.revisionUrl })}</p>
          <p className={link.isExpired ? 'booth-pack__facts booth-pack__error' : 'booth-pack__facts'}>{expiry}</p>
          <p className="booth-pack__facts">{link.lastPulledAt === null ? t('boothSync.neverPulled') : t('boothSync.lastPulled', { date: when(link.lastPulledAt) })}</p>
        </div>
        <BoothPackQr url={link.pullUrl} label={t('boothSync.qrLabel')} />
      </div>
      <h3 className="booth-pack__subtitle">{t('boothSync.commandsTitle')}</h3>
      <p className="booth-pack__facts">{t('boothSync.commandsIntro')}</p>
      <ul className="booth-pack__commands">
        {buildPullCommands(link.pullUrl).map((entry) => (
          <li key={entry.program}>
            <span className="booth-pack__program">{t(`boothSync.programs.${entry.program}`)}</span>
            <code className="booth-pack__command">{entry.command}</code>
            <button type="button" className="button button--secondary button--small" onClick={() => onCopy(entry.command)} aria-label={`${t('boothSync.copyCommand')}: ${t(`boothSync.programs.${entry.program}`)}`}>
              {t('boothSync.copyCommand')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
