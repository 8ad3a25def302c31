import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desktopLinkEmailMax } from '../../../shared/api/desktop-link.js';
import { checkDesktopLinkEmail, type EmailProblem, sendDesktopLink } from './send-desktop-link.js';

type FormState = { kind: 'editing'; problem: EmailProblem | null; hasFailed: boolean } | { kind: 'sending' } | { kind: 'sent'; email: string };

/**
 * 'Mandati il link per il computer': one address, checked here and by the server, then a mail
 * with the link to /prova. Sent, the form gives way to where to look; a failure keeps the address.
 */
export function DesktopLinkForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'editing', problem: null, hasFailed: false });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const problem = checkDesktopLinkEmail(email);
    if (problem !== null) {
      setState({ kind: 'editing', problem, hasFailed: false });
      input.current?.focus();
      return;
    }
    setState({ kind: 'sending' });
    const outcome = await sendDesktopLink(email);
    setState(outcome === 'sent' ? { kind: 'sent', email: email.trim() } : { kind: 'editing', problem: null, hasFailed: true });
  };

  if (state.kind === 'sent') {
    return (
      <p className="prova-phone__sent" role="status">
        {t('provaPhone.sent', { email: state.email })}
      </p>
    );
  }
  const problem = state.kind === 'editing' ? state.problem : null;
  const isSending = state.kind === 'sending';
  return (
    <form className="prova-phone__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={inputId}>{t('provaPhone.email')}</label>
      <input
        ref={input}
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={desktopLinkEmailMax}
        required
        value={email}
        disabled={isSending}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? errorId : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          if (problem !== null) setState({ kind: 'editing', problem: null, hasFailed: false });
        }}
      />
      {problem !== null && (
        <p id={errorId} className="prova-phone__error">
          {t(`provaPhone.${problem.key}`, { max: problem.max })}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSending} aria-busy={isSending}>
        {isSending ? t('provaPhone.sending') : t('provaPhone.submit')}
      </button>
      {state.kind === 'editing' && state.hasFailed && (
        <p className="prova-phone__error" role="alert">
          {t('provaPhone.failed')}
        </p>
      )}
    </form>
  );
}
