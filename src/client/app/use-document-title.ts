import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, which screen readers also announce on navigation. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const productName = t('common.productName');
  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title, productName]);
}
