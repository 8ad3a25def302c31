import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expiryChoices, isExpiryChoice, type ExpiryChoice } from './expiry-choice.js';

interface ExpiryFieldsProps {
  choice: ExpiryChoice;
  date: string;
  isInvalid: boolean;
  onChoice: (choice: ExpiryChoice) => void;
  onDate: (date: string) => void;
}

/** The link's expiry: never, 7 / 30 / 90 days, or a date (the date field shows only for that choice). */
export function ExpiryFields({ choice, date, isInvalid, onChoice, onDate }: ExpiryFieldsProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const dateId = useId();
  const errorId = useId();
  return (
    <div className="booth-pack__expiry">
      <label htmlFor={selectId}>{t('boothSync.expiry.label')}</label>
      <select id={selectId} value={choice} onChange={(event) => isExpiryChoice(event.target.value) && onChoice(event.target.value)}>
        {expiryChoices.map((option) => (
          <option key={option} value={option}>
            {option === 'never' ? t('boothSync.expiry.never') : option === 'date' ? t('boothSync.expiry.date') : t('boothSync.expiry.days', { count: Number(option) })}
          </option>
        ))}
      </select>
      {choice === 'date' && (
        <>
          <label htmlFor={dateId}>{t('boothSync.expiry.dateLabel')}</label>
          <input id={dateId} type="date" value={date} onChange={(event) => onDate(event.target.value)} aria-invalid={isInvalid} aria-describedby={isInvalid ? errorId : undefined} />
          {isInvalid && (
            <p id={errorId} className="booth-pack__error">
              {t('boothSync.expiry.invalidDate')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
