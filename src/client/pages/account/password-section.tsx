import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, describeAccountError } from './account-api.js';

/** Change password: the current one first, the new one twice; the server judges its strength. */
export function PasswordSection({ onChanged }: { onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < 8) return setMessage({ text: t('account.password.tooShort'), isError: true });
    if (next !== confirmation) return setMessage({ text: t('account.password.mismatch'), isError: true });
    setIsSaving(true);
    try {
      await accountApi.changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirmation('');
      setMessage({ text: t('account.password.saved'), isError: false });
      await onChanged();
    } catch (error) {
      setMessage({ text: t('account.password.error', { message: describeAccountError(error, i18n.language, t('account.defaultError')) }), isError: true });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="dashboard-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dashboard-card__title">
        {t('account.password.title')}
      </h2>
      <form className="profile-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className="profile-form__field">
          {t('account.password.current')}
          <input type="password" value={current} autoComplete="current-password" maxLength={256} required onChange={(event) => setCurrent(event.target.value)} />
        </label>
        <label className="profile-form__field">
          {t('account.password.new')}
          <input type="password" value={next} autoComplete="new-password" minLength={8} maxLength={256} required aria-describedby={`${id}-hint`} onChange={(event) => setNext(event.target.value)} />
        </label>
        <p id={`${id}-hint`} className="dashboard-card__muted profile-form__hint">
          {t('account.password.hint')}
        </p>
        <label className="profile-form__field">
          {t('account.password.confirm')}
          <input type="password" value={confirmation} autoComplete="new-password" maxLength={256} required onChange={(event) => setConfirmation(event.target.value)} />
        </label>
        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={isSaving} aria-busy={isSaving}>
            {isSaving ? t('account.password.saving') : t('account.password.submit')}
          </button>
        </div>
        <p role="status" aria-live="polite" className={`profile-form__message${message?.isError === true ? ' profile-form__message--error' : ''}`}>
          {message?.text}
        </p>
      </form>
    </section>
  );
}
