import type { Language } from '../../shared/i18n/language.js';
import { escapeHtml } from './escape-html.js';
import { renderIdpPage } from './render-idp-page.js';

export interface NoticePageOptions {
  title: string;
  text: string;
  link?: { href: string; label: string };
  /** Small print under the message, e.g. an OAuth error code for support requests. */
  details?: string;
  /** True for failures: the message is announced to screen readers at once. */
  isAlert?: boolean;
  language: Language;
}

/** A page with a heading, one message and an optional link: expired sessions, errors, logout. */
export function renderNoticePage({ title, text, link, details, isAlert = false, language }: NoticePageOptions): string {
  const role = isAlert ? ' role="alert"' : '';
  const parts = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="idp-text"${role}>${escapeHtml(text)}</p>`,
    link === undefined ? '' : `<p><a class="idp-button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    details === undefined ? '' : `<p class="idp-details">${escapeHtml(details)}</p>`,
  ];
  return renderIdpPage({ title, body: parts.filter((part) => part !== '').join('\n'), language });
}
