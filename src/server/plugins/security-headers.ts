import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, isHttps } from '../config.js';

/** The origins a form on our pages may post to or be redirected through (login provider). */
export function formActionSources(config: AppConfig): string[] {
  const sources = ["'self'"];
  if (config.oidc !== undefined) sources.push(new URL(config.oidc.issuer).origin);
  return sources;
}

/**
 * CSP the SPA itself passes: no inline script, no third-party origin but the landing page's
 * tutorial video (youtube-nocookie, framed only after the visitor clicks play), no framing of us.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = isHttps(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: formActionSources(config),
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
