import { escapeHtml } from '../idp/escape-html.js';

/** What the HTML of one page says about itself to crawlers and link previews. */
export interface PageHead {
  /** The whole <title>, product name included. */
  title: string;
  description: string;
  /** Absolute; undefined: no canonical link (a page that is not to be indexed). */
  canonicalUrl: string | undefined;
  /** Absolute URL of the page as asked for, without its query. */
  url: string;
  imageUrl: string;
  imageAlt: string;
  siteName: string;
  /** Open Graph's form: it_IT. */
  locale: string;
  isIndexable: boolean;
}

/** The preview image's size (public/og-image.png): what link previews reserve before loading it. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The <head> tags of one page; every value escaped. */
export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.isIndexable ? undefined : meta('name', 'robots', 'noindex'),
    head.canonicalUrl === undefined ? undefined : `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(ogImageSize.width)),
    meta('property', 'og:image:height', String(ogImageSize.height)),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('property', 'og:locale', head.locale),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  return tags.filter((tag) => tag !== undefined).join('\n    ');
}

/**
 * The built index.html with the page's tags in place of its own <title> and description (kept
 * in the source for Vite's dev server). Nothing else changes: no inline script, so the CSP holds.
 */
export function insertHeadTags(template: string, tags: string): string {
  const withoutDescription = removeDescription(template);
  const lower = withoutDescription.toLowerCase();
  const titleStart = lower.indexOf('<title>');
  const titleEnd = titleStart === -1 ? -1 : lower.indexOf('</title>', titleStart);
  if (titleEnd !== -1) return `${withoutDescription.slice(0, titleStart)}${tags}${withoutDescription.slice(titleEnd + '</title>'.length)}`;
  if (/<\/head>/i.test(withoutDescription)) return withoutDescription.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  if (/<body/i.test(withoutDescription)) return withoutDescription.replace(/<body/i, () => `<head>${tags}</head><body`);
  return `${tags}${withoutDescription}`;
}

/** The template without its <meta name="description" …> line (found by position: a pattern for it was quadratic). */
function removeDescription(template: string): string {
  const lower = template.toLowerCase();
  const attribute = lower.search(/<meta\s+name="description"/);
  if (attribute === -1) return template;
  const close = lower.indexOf('>', attribute);
  if (close === -1) return template;
  let start = attribute;
  while (start > 0 && (template[start - 1] === ' ' || template[start - 1] === '\t')) start -= 1;
  let end = close + 1;
  while (end < template.length && /\s/.test(template[end] ?? '')) end += 1;
  return template.slice(0, start) + template.slice(end);
}

/** Link tags at the end of <head>, after the entry script and its own preloads (fetched first). */
export function insertPreloads(html: string, tags: string): string {
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`) : html;
}
