import { useTranslation } from 'react-i18next';
import './selection-step.css';

/** 'Passo 2 di 3': where the user is in theme -> format -> template. */
export function SelectionStep({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return <p className="selection-step">{t('selection.step', { step })}</p>;
}
