import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, type DateStyle, type PriceOptions } from '../../shared/i18n/format.js';

export { formatDate, formatPrice };

/** The formatters bound to the interface language; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    price: (euro: number, options?: PriceOptions) => formatPrice(euro, language, options),
    date: (value: Date | string | number, style?: DateStyle, timeZone?: string) => formatDate(value, language, style, timeZone),
  };
}
