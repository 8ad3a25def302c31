import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogFieldLimits } from '../../../../shared/api/public-catalog.js';
import { RequestField } from './request-field.js';
import { findFirstError, hasContact, listMissingItems, type MissingItem, type RequestFormErrors, type RequestFormField, type RequestFormValues } from './request-form-rules.js';

interface RequestFormProps {
  values: RequestFormValues;
  errors: RequestFormErrors;
  isSending: boolean;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onChange: (field: RequestFormField, value: string) => void;
  /** Returns the errors found; the first refused field then gets the focus. */
  onSubmit: () => RequestFormErrors;
  onClose: () => void;
}

/**
 * The request modal's form. Checked by our code rather than the browser's bubbles (noValidate),
 * so the messages are the same Italian ones everywhere and sit next to their field.
 */
export function RequestForm({ values, errors, isSending, firstFieldRef, onChange, onSubmit, onClose }: RequestFormProps) {
  const { t } = useTranslation();
  const contactHintId = useId();
  const missingHintId = useId();
  const missing = listMissingItems(values);
  const nameOf = (item: MissingItem) => (item === 'contact' ? t('requestModal.missingContact') : t(`requestModal.${item}`));
  const formRef = useRef<HTMLFormElement>(null);
  const errorOf = (field: RequestFormField) => {
    const error = errors[field];
    return error === undefined ? undefined : t(`requestModal.${error}`);
  };
  const field = (name: RequestFormField) => ({
    name,
    value: values[name],
    maxLength: catalogFieldLimits[name],
    isDisabled: isSending,
    error: errorOf(name),
    onChange: (value: string) => onChange(name, value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const first = findFirstError(onSubmit());
    if (first !== null) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form ref={formRef} className="request-form" noValidate onSubmit={submit} aria-busy={isSending}>
      <p className="request-form__hint">{t('requestModal.requiredHint')}</p>
      <RequestField {...field('names')} label={t('requestModal.names')} placeholder={t('requestModal.namesPlaceholder')} isRequired inputRef={firstFieldRef} />
      <RequestField {...field('eventDate')} label={t('requestModal.eventDate')} placeholder={t('requestModal.eventDatePlaceholder')} isRequired />
      <RequestField {...field('city')} label={t('requestModal.city')} autoComplete="address-level2" isRequired />
      <RequestField {...field('otherText')} label={t('requestModal.otherText')} placeholder={t('requestModal.otherTextPlaceholder')} isMultiline />
      <p id={contactHintId} className="request-form__hint request-form__hint--contact">
        {t('requestModal.contactHint')}
      </p>
      <RequestField {...field('email')} label={t('requestModal.email')} type="email" autoComplete="email" describedBy={contactHintId} />
      <RequestField {...field('phone')} label={t('requestModal.phone')} type="tel" autoComplete="tel" describedBy={contactHintId} />
      {isSending && (
        <p className="request-form__progress" role="status">
          {t('requestModal.sending')}
        </p>
      )}
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={isSending}>
          {t('requestModal.close')}
        </button>
        <button type="submit" className="button button--primary" disabled={isSending || !hasContact(values)} aria-describedby={missing.length > 0 ? missingHintId : undefined}>
          {t('requestModal.submit')}
        </button>
      </div>
      {/* Why the button is disabled (or what the check will refuse), next to it. */}
      {missing.length > 0 && (
        <p id={missingHintId} className="request-form__missing">
          {t('requestModal.missingHint', { fields: missing.map(nameOf).join(', ') })}
        </p>
      )}
    </form>
  );
}
