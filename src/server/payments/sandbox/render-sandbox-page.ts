import type { FastifyReply } from 'fastify';
import type { Language } from '../../../shared/i18n/language.js';
import { escapeHtml } from '../../idp/escape-html.js';
import { idpMessagesFor } from '../../idp/idp-messages.js';
import { sandboxMessagesFor } from './sandbox-messages.js';

export const sandboxStylesheet = '/sandbox/static/sandbox.css';

/** The login pages' document and stylesheet, plus the sandbox's own few rules. */
export function renderSandboxPage(title: string, body: string, language: Language): string {
  const { brand } = idpMessagesFor(language);
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<link rel="stylesheet" href="/idp/static/idp.css">
<link rel="stylesheet" href="${sandboxStylesheet}">
</head>
<body>
<main class="idp-shell">
<p class="idp-brand">${escapeHtml(brand)}</p>
<div class="idp-card">
<p class="sandbox-badge">${escapeHtml(sandboxMessagesFor(language).badge)}</p>
${body}
</div>
</main>
</body>
</html>
`;
}

/** A message with an optional way on: expired, already paid, not found. */
export function renderSandboxNotice(language: Language, title: string, text: string, link?: { href: string; label: string }): string {
  const linkHtml = link === undefined ? '' : `<p><a class="idp-button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  return renderSandboxPage(title, `<h1>${escapeHtml(title)}</h1>\n<p class="idp-text" role="status">${escapeHtml(text)}</p>\n${linkHtml}`, language);
}

/** Pages carry payment state: never cached. */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}
