import { eq } from 'drizzle-orm';
import { matchPublicPage } from '../../shared/seo/public-pages.js';
import type { Language } from '../../shared/i18n/language.js';
import { seoTextsEn } from '../../shared/seo/seo-texts.en.js';
import { seoTextsIt, type SeoTexts } from '../../shared/seo/seo-texts.it.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { PageHead } from './page-head.js';

/** The texts and Open Graph locale of each language: Italian unless the visitor chose English. */
const byLanguage: Record<Language, { texts: SeoTexts; locale: string }> = {
  it: { texts: seoTextsIt, locale: 'it_IT' },
  en: { texts: seoTextsEn, locale: 'en_GB' },
};
export const ogImagePath = '/og-image.png';

/** An operator's business name ('' without one, undefined when there is no such operator). */
export type BusinessNameLookup = (operatorId: string) => Promise<string | undefined>;

const cacheTtlMs = 60_000;
const cacheMaxEntries = 1_000;

/**
 * Business names by operator id, read from the database and kept a minute: a catalogue link
 * shared in a chat is fetched by every preview bot at once, and a title a minute old is fine.
 * Misses are kept too, so a crawl of made-up ids costs one read each per minute.
 */
export function createBusinessNameLookup(db: Database): BusinessNameLookup {
  const cache = new Map<string, { name: string | undefined; expiresAt: number }>();
  return async (operatorId) => {
    const now = Date.now();
    const cached = cache.get(operatorId);
    if (cached !== undefined && cached.expiresAt > now) return cached.name;
    const [row] = await db.select({ businessName: users.businessName }).from(users).where(eq(users.id, operatorId));
    const name = row?.businessName.trim();
    cache.delete(operatorId);
    if (cache.size >= cacheMaxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(operatorId, { name, expiresAt: now + cacheTtlMs });
    return name;
  };
}

/**
 * The head of the page at `pathname`, in the visitor's language (crawlers get Italian): its own title, description and preview for the public
 * pages, the product's for everything else (operator pages, unknown paths), which is noindex.
 */
export async function resolvePageHead(
  pathname: string,
  publicUrl: string,
  lookupBusinessName: BusinessNameLookup,
  language: Language = 'it',
): Promise<PageHead> {
  const { texts, locale } = byLanguage[language];
  const withProductName = (title: string) => `${title} · ${texts.siteName}`;
  const page = matchPublicPage(pathname);
  const common = { imageUrl: `${publicUrl}${ogImagePath}`, imageAlt: texts.imageAlt, siteName: texts.siteName, locale };
  if (page === undefined) {
    return {
      ...common,
      title: texts.siteName,
      description: texts.pages.landing.description,
      canonicalUrl: undefined,
      url: `${publicUrl}${pathname}`,
      isIndexable: false,
    };
  }
  const url = `${publicUrl}${page.path}`;
  let { title, description } = texts.pages[page.key];
  let isIndexable = page.isIndexable;
  if (page.key === 'catalogo' && page.operatorId !== undefined) {
    // Without the database the page still loads, named as any catalogue.
    const name = await lookupBusinessName(page.operatorId).catch(() => '');
    // No such operator: the page says so, and that is nothing to index.
    if (name === undefined) isIndexable = false;
    else if (name !== '') {
      title = name;
      description = texts.namedCatalogue.description.replace('{{name}}', () => name);
    }
  }
  return { ...common, title: withProductName(title), description, canonicalUrl: isIndexable ? url : undefined, url, isIndexable };
}
