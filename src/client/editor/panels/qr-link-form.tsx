import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrLinkMaxBytes, readQrLink, type QrLinkProblem } from '../../../shared/layout/qr-link.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import './qr-link-form.css';

interface QrLinkFormProps {
  initialUrl: string;
  submitLabel: string;
  /** Receives the link as it will be encoded (trimmed, https:// added when no scheme was typed). */
  onSubmit: (url: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The link field of a QR code: checked when submitted (button or Enter), never while typing, and
 * an unusable link is explained next to the field instead of being encoded. Not a <form>: the
 * properties panel around it already is one.
 */
export function QrLinkForm({ initialUrl, submitLabel, onSubmit, onCancel, autoFocus = false }: QrLinkFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initialUrl);
  const [problem, setProblem] = useState<QrLinkProblem | null>(null);
  const submit = () => {
    const check = readQrLink(text);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    setText(check.url);
    onSubmit(check.url);
  };
  const describeProblem = (current: QrLinkProblem): string => {
    switch (current) {
      case 'empty':
        return t('editor.qr.errors.empty');
      case 'invalid':
        return t('editor.qr.errors.invalid');
      case 'not-web':
        return t('editor.qr.errors.notWeb');
      case 'too-long':
        return t('editor.qr.errors.tooLong', { max: qrLinkMaxBytes });
      default:
        return assertNever(current);
    }
  };
  return (
    <div className="qr-link-form">
      <label htmlFor={id} className="property-field__label">
        {t('editor.qr.link')}
      </label>
      <input
        id={id}
        className="qr-link-form__input"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        autoFocus={autoFocus}
        value={text}
        placeholder={t('editor.qr.linkPlaceholder')}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? `${id}-hint` : `${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          } else if (event.key === 'Escape' && onCancel !== undefined) {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      {problem !== null && (
        <p id={`${id}-error`} className="qr-link-form__error" role="alert">
          {describeProblem(problem)}
        </p>
      )}
      <p id={`${id}-hint`} className="property-field__note">
        {t('editor.qr.linkHint')}
      </p>
      <div className="qr-link-form__actions">
        <button type="button" className="qr-link-form__button qr-link-form__button--primary" onClick={submit}>
          {submitLabel}
        </button>
        {onCancel !== undefined && (
          <button type="button" className="qr-link-form__button" onClick={onCancel}>
            {t('editor.qr.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
