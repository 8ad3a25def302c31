/**
 * Headers for every IdP response, whether fastify or oidc-provider renders it. No inline script
 * or style is allowed; oidc-provider's own auto-submitting forms add a hash to `script-src`
 * (helpers/script_src_sha.js), which is why the directive must be present. `form-action` names
 * the public origin because browsers apply it to the redirect that follows a form submission
 * (logout confirmation -> post_logout_redirect_uri).
 */
export function buildIdpSecurityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  const origin = new URL(publicUrl).origin;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
}
