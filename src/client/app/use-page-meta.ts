import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { matchPublicPage } from '../../shared/seo/public-pages.js';

const ogLocales: Record<string, string> = { it: 'it_IT', en: 'en_GB' };

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) {
    link?.remove();
    return;
  }
  if (link === null) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Keeps the description, canonical link, robots rule and Open Graph tags of <head> on the page
 * shown, as the server writes them for a first load (src/server/seo). The first render keeps the
 * server's: they may name the catalogue's operator, which this hook does not know. The title is
 * each page's (use-document-title).
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const servedRef = useRef({ pathname, language });

  useEffect(() => {
    const served = servedRef.current;
    if (served.pathname === pathname && served.language === language) return;
    servedRef.current = { pathname: '', language: '' };
    const page = matchPublicPage(pathname);
    const origin = window.location.origin;
    const description = t(`seo.pages.${page?.key ?? 'landing'}.description`);
    const url = `${origin}${page?.path ?? pathname}`;
    const isIndexable = page?.isIndexable ?? false;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', isIndexable ? undefined : 'noindex');
    setCanonical(isIndexable ? url : undefined);
    setMeta('property', 'og:title', page === undefined ? t('seo.siteName') : `${t(`seo.pages.${page.key}.title`)} · ${t('seo.siteName')}`);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:locale', ogLocales[language] ?? ogLocales['it']);
  }, [pathname, language, t]);
}
