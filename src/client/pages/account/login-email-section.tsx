import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, describeAccountError } from './account-api.js';

/** A new login address: a link goes there, and nothing changes until it is opened. */
export function LoginEmailSection({ onChanged }: { onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    try {
      const { pendingLoginEmail } = await accountApi.changeLoginEmail(newEmail.trim(), password);
      setPassword('');
      setNewEmail('');
      setMessage({ text: t('account.loginEmail.sent', { address: pendingLoginEmail }), isError: false });
      await onChanged();
    } catch (error) {
      setMessage({ text: t('account.loginEmail.error', { message: describeAccountError(error, i18n.language, t('account.defaultError')) }), isError: true });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="dashboard-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dashboard-card__title">
        {t('account.loginEmail.title')}
      </h2>
      <p className="dashboard-card__muted">{t('account.loginEmail.lead')}</p>
      <form className="profile-form" onSubmit={(event) => void onSubmit(event)}>
        <label className="profile-form__field">
          {t('account.loginEmail.newEmail')}
          <input type="email" value={newEmail} autoComplete="email" maxLength={254} required onChange={(event) => setNewEmail(event.target.value)} />
        </label>
        <label className="profile-form__field">
          {t('account.loginEmail.password')}
          <input type="password" value={password} autoComplete="current-password" maxLength={256} required onChange={(event) => setPassword(event.target.value)} />
        </label>
        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={isSaving} aria-busy={isSaving}>
            {isSaving ? t('account.loginEmail.saving') : t('account.loginEmail.submit')}
          </button>
        </div>
        <p role="status" aria-live="polite" className={`profile-form__message${message?.isError === true ? ' profile-form__message--error' : ''}`}>
          {message?.text}
        </p>
      </form>
    </section>
  );
}
