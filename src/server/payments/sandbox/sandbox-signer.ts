import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const PortalClaims = z.object({ customerId: z.string().min(1), returnUrl: z.string().min(1), expiresAt: z.number().int() });
export type PortalClaims = z.infer<typeof PortalClaims>;

/**
 * Tokens of the sandbox pages, keyed by the sandbox webhook secret (one secret to keep, none to
 * configure): a per-session form token for the checkout and a short-lived portal token that,
 * like Stripe's portal URL, is the bearer's right to manage that customer's subscription.
 */
export class SandboxSigner {
  constructor(private readonly secret: string) {}

  checkoutFormToken(sessionId: string): string {
    return this.#mac(`checkout:${sessionId}`);
  }

  isCheckoutFormToken(sessionId: string, token: unknown): boolean {
    return typeof token === 'string' && isEqual(token, this.checkoutFormToken(sessionId));
  }

  portalToken(claims: PortalClaims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.#mac(`portal:${payload}`)}`;
  }

  /** The claims of a genuine, unexpired portal token; undefined otherwise. */
  readPortalToken(token: unknown, now = Date.now()): PortalClaims | undefined {
    if (typeof token !== 'string') return undefined;
    const [payload, mac, ...rest] = token.split('.');
    if (payload === undefined || mac === undefined || rest.length > 0) return undefined;
    if (!isEqual(mac, this.#mac(`portal:${payload}`))) return undefined;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    const claims = PortalClaims.safeParse(decoded);
    if (!claims.success || claims.data.expiresAt < now) return undefined;
    return claims.data;
  }

  #mac(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}

function isEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
