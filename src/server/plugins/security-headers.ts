import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
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
  const headers = await captureHelmetHeaders(helmetOptions(config));
  // Set on the raw response, as helmet does, so hijacked answers (the embedded IdP's) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets for these options, computed once. @fastify/helmet builds a new helmet
 * middleware for every request (parsing the CSP directives each time: about a tenth of the CPU
 * of a cached public read); ours never vary by request, so one probe request at start gives them.
 */
async function captureHelmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.entries(response.headers).flatMap(([name, value]) => (own.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]]));
}

function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  const https = isHttps(config);
  return {
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
  };
}
