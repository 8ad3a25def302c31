import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFieldLimits, contactSubjects } from '../../../shared/api/contact.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { ContactField } from './contact-field.js';
import { sendContactMessage } from './send-contact-message.js';
import { type ContactField as Field, type ContactValues, emptyContactValues, type FieldProblems, firstInvalidField, validateContactForm } from './validate-contact-form.js';

/**
 * The contact form (spec part 2 "Contact page", §5, §8): every field required and the email
 * valid, checked here first with inline errors, then by the server. While sending, the button
 * says so and is disabled; a failure shows the spec's inline error and keeps what was typed.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [isSending, setIsSending] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const controls = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  // Focus moves after the render that re-enables the fields (a disabled field cannot take it).
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  useEffect(() => {
    if (focusRequest !== null) controls.current[focusRequest.field]?.focus();
  }, [focusRequest]);
  const hintId = useId();

  const errorOf = (field: Field): string | undefined => {
    const problem = problems[field];
    return problem === undefined ? undefined : t(`contactPage.fieldErrors.${problem.key}`, { max: problem.max });
  };

  const onChange = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message under a field goes once the field is being fixed.
    setProblems((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  };

  const showProblems = (found: FieldProblems) => {
    setProblems(found);
    const first = firstInvalidField(found);
    if (first !== undefined) setFocusRequest({ field: first });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    setHasFailed(false);
    const found = validateContactForm(values);
    if (firstInvalidField(found) !== undefined) {
      showProblems(found);
      return;
    }
    setIsSending(true);
    const outcome = await sendContactMessage(values);
    setIsSending(false);
    switch (outcome.kind) {
      case 'sent':
        onSent();
        return;
      case 'invalid':
        setHasFailed(true);
        showProblems(outcome.problems);
        return;
      case 'failed':
        setHasFailed(true);
        return;
      default:
        assertNever(outcome);
    }
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    required: true,
    disabled: isSending,
    ref: (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
  });

  return (
    <form className="contact-form" aria-label={t('contactPage.formLabel')} aria-describedby={hintId} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p id={hintId} className="contact-form__hint">
        {t('contactPage.requiredHint')}
      </p>
      <ContactField label={t('contactPage.name')} error={errorOf('name')}>
        {(aria) => <input {...aria} {...bind('name')} type="text" autoComplete="name" maxLength={contactFieldLimits.name} onChange={(event) => onChange('name', event.target.value)} />}
      </ContactField>
      <ContactField label={t('contactPage.email')} error={errorOf('email')}>
        {(aria) => (
          <input {...aria} {...bind('email')} type="email" autoComplete="email" inputMode="email" maxLength={contactFieldLimits.email} onChange={(event) => onChange('email', event.target.value)} />
        )}
      </ContactField>
      <ContactField label={t('contactPage.subject')} error={errorOf('subject')}>
        {(aria) => (
          <select {...aria} {...bind('subject')} onChange={(event) => onChange('subject', event.target.value)}>
            <option value="">{t('contactPage.subjectPlaceholder')}</option>
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contactPage.subjects.${subject}`)}
              </option>
            ))}
          </select>
        )}
      </ContactField>
      <ContactField label={t('contactPage.message')} error={errorOf('message')}>
        {(aria) => <textarea {...aria} {...bind('message')} rows={7} maxLength={contactFieldLimits.message} onChange={(event) => onChange('message', event.target.value)} />}
      </ContactField>
      {hasFailed && (
        <p className="contact-form__error" role="alert">
          {t('contactPage.error')}
        </p>
      )}
      <div className="contact-form__actions">
        <button type="submit" className="button button--primary" disabled={isSending} aria-busy={isSending}>
          {isSending ? t('contactPage.sending') : t('contactPage.submit')}
        </button>
      </div>
    </form>
  );
}
