import { useTranslation } from 'react-i18next';
import logoMarkUrl from '../assets/logo-mark.svg';
import './logo.css';

/** The brand: a frame ("cornice") with a gold corner, the same mark as the favicon, and the name. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <img className="logo__mark" src={logoMarkUrl} alt="" width="32" height="32" />
      <span className="logo__name">{t('common.productName')}</span>
    </span>
  );
}
