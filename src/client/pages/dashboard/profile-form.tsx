import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoType } from '../../../shared/api/dashboard.js';
import type { Profile } from '../../../shared/api/me.js';
import { dashboardApi, serverMessageOf } from './dashboard-api.js';
import { profileMessageMs } from './dashboard-constants.js';
import { defaultPhonePrefix, joinPhone, phonePrefixes, splitPhone } from './phone-prefix.js';
import { useTimedMessage } from './use-timed-message.js';
import { readFileAsDataUrl } from '../../files/read-file-as-data-url.js';

/** Periods offered for keeping clients' personal data in requests, in months after the event. */
const retentionChoices = [3, 6, 12, 24, 36, 60];

/** The public profile (spec part 2 §2, §5): the logo is uploaded when chosen and saved with the form. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const initialPhone = splitPhone(profile.contactPhone);
  const [businessName, setBusinessName] = useState(profile.businessName);
  const [logoUrl, setLogoUrl] = useState(profile.logoUrl);
  const [contactEmail, setContactEmail] = useState(profile.contactEmail);
  const [prefix, setPrefix] = useState(initialPhone.prefix || defaultPhonePrefix);
  const [phone, setPhone] = useState(initialPhone.number);
  const [secondaryEmail, setSecondaryEmail] = useState(profile.secondaryEmail);
  const [retentionMonths, setRetentionMonths] = useState(profile.requestRetentionMonths);
  const [isDigest, setIsDigest] = useState(profile.requestMailDigest ?? false);
  const [isUploading, setIsUploading] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const { message, show } = useTimedMessage(profileMessageMs);

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const type = LogoType.safeParse(file.type);
    if (!type.success) {
      show(t('dashboard.profile.error', { message: t('dashboard.profile.logoDefaultError') }));
      return;
    }
    setIsUploading(true);
    try {
      setLogoUrl(await dashboardApi.uploadLogo(await readFileAsDataUrl(file), type.data));
    } catch (error) {
      show(t('dashboard.profile.error', { message: serverMessageOf(error) ?? t('dashboard.profile.logoDefaultError') }));
    } finally {
      setIsUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const contactPhone = joinPhone(prefix, phone);
    if (contactEmail.trim() === '' && contactPhone === '') {
      show(t('dashboard.profile.missingContact'));
      return;
    }
    setIsSaving(true);
    try {
      await dashboardApi.saveProfile({
        businessName: businessName.trim(),
        logoUrl,
        contactEmail: contactEmail.trim(),
        contactPhone,
        secondaryEmail: secondaryEmail.trim(),
        ...(retentionMonths === undefined ? {} : { requestRetentionMonths: retentionMonths }),
        requestMailDigest: isDigest,
      });
      show(t('dashboard.profile.saved'));
      await onSaved();
    } catch (error) {
      show(t('dashboard.profile.error', { message: serverMessageOf(error) ?? t('dashboard.profile.saveDefaultError') }));
    } finally {
      setIsSaving(false);
    }
  };

  // Every message but the confirmation is a failure, in whichever language it is written.
  const isError = message !== null && message !== t('dashboard.profile.saved');
  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dashboard-card__title">
        {t('dashboard.profile.title')}
      </h2>
      <p className="dashboard-card__muted">{t('dashboard.profile.lead')}</p>
      <form className="profile-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className="profile-form__field">
          <span>{t('dashboard.profile.businessName')}</span>
          <input type="text" value={businessName} maxLength={120} autoComplete="organization" onChange={(event) => setBusinessName(event.target.value)} />
        </label>
        <div className="profile-form__field">
          <label htmlFor={`${id}-logo`}>{t('dashboard.profile.logo')}</label>
          <div className="profile-form__logo">
            {logoUrl === '' ? (
              <span className="dashboard-card__muted">{t('dashboard.profile.noLogo')}</span>
            ) : (
              <img className="profile-form__logo-image" src={logoUrl} alt={t('dashboard.profile.logoAlt')} />
            )}
            <input id={`${id}-logo`} type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" disabled={isUploading} onChange={(event) => void onLogo(event)} />
          </div>
          {isUploading && <span role="status">{t('dashboard.profile.logoUploading')}</span>}
        </div>
        <label className="profile-form__field">
          <span>{t('dashboard.profile.contactEmail')}</span>
          <input type="email" value={contactEmail} maxLength={254} autoComplete="email" onChange={(event) => setContactEmail(event.target.value)} />
        </label>
        <div className="profile-form__field">
          <label htmlFor={`${id}-phone`}>{t('dashboard.profile.contactPhone')}</label>
          <div className="profile-form__phone">
            <select aria-label={t('dashboard.profile.prefix')} value={prefix} onChange={(event) => setPrefix(event.target.value)}>
              {phonePrefixes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <input id={`${id}-phone`} type="tel" value={phone} maxLength={30} autoComplete="tel-national" onChange={(event) => setPhone(event.target.value)} />
          </div>
        </div>
        <label className="profile-form__field">
          <span>{t('dashboard.profile.secondaryEmail')}</span>
          <input type="email" value={secondaryEmail} maxLength={254} onChange={(event) => setSecondaryEmail(event.target.value)} />
        </label>
        <p className="dashboard-card__muted profile-form__hint">{t('dashboard.profile.contactHint')}</p>
        {retentionMonths !== undefined && (
          <label className="profile-form__field">
            <span>{t('dashboard.profile.retention')}</span>
            <select value={retentionMonths} onChange={(event) => setRetentionMonths(Number(event.target.value))}>
              {[...new Set([...retentionChoices, retentionMonths])]
                .sort((a, b) => a - b)
                .map((months) => (
                  <option key={months} value={months}>
                    {t('dashboard.profile.retentionMonths', { count: months })}
                  </option>
                ))}
            </select>
            <span className="dashboard-card__muted profile-form__hint">{t('dashboard.profile.retentionHint')}</span>
          </label>
        )}
        <div className="profile-form__field">
          <label className="profile-form__check">
            <input type="checkbox" checked={isDigest} onChange={(event) => setIsDigest(event.target.checked)} aria-describedby={`${id}-digest-hint`} />
            <span>{t('dashboard.profile.digest')}</span>
          </label>
          <span id={`${id}-digest-hint`} className="dashboard-card__muted profile-form__hint">
            {t('dashboard.profile.digestHint')}
          </span>
        </div>
        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={isSaving || isUploading} aria-busy={isSaving}>
            {isSaving ? t('dashboard.profile.saving') : t('dashboard.profile.save')}
          </button>
        </div>
        <p role="status" aria-live="polite" className={`profile-form__message${isError ? ' profile-form__message--error' : ''}`}>
          {message ?? ''}
        </p>
      </form>
    </section>
  );
}
