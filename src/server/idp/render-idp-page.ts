import { escapeHtml } from './escape-html.js';
import { idpMessages } from './idp-messages.js';

export interface IdpPageOptions {
  /** Plain text; escaped here. */
  title: string;
  /** Already-escaped HTML for the inside of the card. */
  body: string;
  /** External scripts only: the CSP forbids inline ones. */
  scripts?: string[];
}

/** The document every IdP page shares: the brand on top of a centred card, styled by idp.css. */
export function renderIdpPage({ title, body, scripts = [] }: IdpPageOptions): string {
  const scriptTags = scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(idpMessages.brand)}</title>
<link rel="stylesheet" href="/idp/static/idp.css">
${scriptTags}
</head>
<body>
<main class="idp-shell">
<p class="idp-brand">${escapeHtml(idpMessages.brand)}</p>
<div class="idp-card">
${body}
</div>
</main>
</body>
</html>
`;
}
