import type { Language } from '../../shared/i18n/language.js';
import { escapeHtml } from './escape-html.js';
import { idpMessagesFor } from './idp-messages.js';

export interface IdpPageOptions {
  /** Plain text; escaped here. */
  title: string;
  /** Already-escaped HTML for the inside of the card. */
  body: string;
  /** External scripts only: the CSP forbids inline ones. */
  scripts?: string[];
  language: Language;
}

/** The document every IdP page shares: the brand on top of a centred card, styled by idp.css. */
export function renderIdpPage({ title, body, scripts = [], language }: IdpPageOptions): string {
  const { brand } = idpMessagesFor(language);
  const scriptTags = scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<link rel="stylesheet" href="/idp/static/idp.css">
${scriptTags}
</head>
<body>
<main class="idp-shell">
<p class="idp-brand">${escapeHtml(brand)}</p>
<div class="idp-card">
${body}
</div>
</main>
</body>
</html>
`;
}
