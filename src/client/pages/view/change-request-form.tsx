import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxClientChangesLength } from '../../../shared/api/public-catalog.js';

interface ChangeRequestFormProps {
  value: string;
  isSending: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Spec part 2 "Client draft page": the text of the changes; send stays disabled while it is blank. */
export function ChangeRequestForm({ value, isSending, onChange, onSubmit, onCancel }: ChangeRequestFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSending) onSubmit();
  };

  return (
    <form className="view-changes" onSubmit={submit} aria-busy={isSending}>
      <label htmlFor={id} className="view-changes__label">
        {t('view.changesLabel')}
      </label>
      <textarea
        ref={textRef}
        id={id}
        className="view-changes__text"
        data-testid="view-changes-text"
        rows={5}
        value={value}
        maxLength={maxClientChangesLength}
        placeholder={t('view.changesPlaceholder')}
        disabled={isSending}
        onChange={(event) => onChange(event.target.value)}
      />
      {isSending && (
        <p className="view-changes__progress" role="status">
          {t('view.sending')}
        </p>
      )}
      <div className="view-actions">
        <button type="button" className="button button--secondary" data-testid="view-cancel-changes" disabled={isSending} onClick={onCancel}>
          {t('view.cancel')}
        </button>
        <button type="submit" className="button button--primary" data-testid="view-send-changes" disabled={isSending || value.trim() === ''}>
          {t('view.sendChanges')}
        </button>
      </div>
    </form>
  );
}
