import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, describeAccountError } from './account-api.js';

/** 'Invia di nuovo il link' for an unconfirmed address, with what happened said next to it. */
export function ResendLinkButton({ address }: { address: string }) {
  const { t, i18n } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const onSend = async () => {
    setIsSending(true);
    try {
      const { status } = await accountApi.sendConfirmation(address);
      setMessage({ text: t(status === 'sent' ? 'account.addresses.sent' : 'account.addresses.alreadyConfirmed', { address }), isError: false });
    } catch (error) {
      const reason = describeAccountError(error, i18n.language, t('account.defaultError'));
      setMessage({ text: t('account.addresses.sendError', { message: reason }), isError: true });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <span className="resend-link">
      <button type="button" className="button button--secondary button--small" disabled={isSending} aria-busy={isSending} onClick={() => void onSend()}>
        {isSending ? t('account.addresses.sending') : t('account.addresses.resend')}
      </button>
      <span role="status" aria-live="polite" className={message?.isError === true ? 'resend-link__message resend-link__message--error' : 'resend-link__message'}>
        {message?.text}
      </span>
    </span>
  );
}
