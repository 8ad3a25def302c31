const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** A plain page for a login that could not complete; it offers the way back in. */
export function renderAuthErrorPage(message: string, retryHref: string): string {
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accesso non riuscito · Cornice</title><link rel="stylesheet" href="/idp/static/idp.css"></head>
<body><main class="card"><p class="brand">Cornice</p><h1>Accesso non riuscito</h1>
<p role="alert" class="error">${escapeHtml(message)}</p>
<p><a class="button" href="${escapeHtml(retryHref)}">Riprova</a> <a href="/">Torna al sito</a></p></main></body></html>`;
}
