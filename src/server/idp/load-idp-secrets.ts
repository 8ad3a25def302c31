import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { ensureAppSecret } from '../db/ensure-app-secret.js';

const generateKeyPairAsync = promisify(generateKeyPair);

/** A private RSA signing key as oidc-provider's `jwks` expects it. */
const SigningJwk = z.object({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
  n: z.string(),
  e: z.string(),
  d: z.string(),
  p: z.string(),
  q: z.string(),
  dp: z.string(),
  dq: z.string(),
  qi: z.string(),
});
type SigningJwk = z.infer<typeof SigningJwk>;

const CookieKeys = z.array(z.string().min(32)).min(1);
const ClientSecret = z.string().min(32);

export interface IdpSecrets {
  signingJwk: SigningJwk;
  cookieKeys: string[];
  clientSecret: string;
}

/**
 * Reads the IdP's keys from `app_secrets`, generating each one the first time. Several processes
 * may start together on one database: each inserts with ON CONFLICT DO NOTHING and then uses
 * whatever row won, so they all sign with the same key and accept each other's cookies.
 */
export async function loadIdpSecrets(db: Database, clientId: string): Promise<IdpSecrets> {
  const [signingJwk, cookieKeys, clientSecret] = await Promise.all([
    ensureAppSecret(db, 'idp.signing-jwk', SigningJwk, generateSigningJwk),
    ensureAppSecret(db, 'idp.cookie-keys', CookieKeys, async () => [randomSecret()]),
    ensureAppSecret(db, `idp.client-secret.${clientId}`, ClientSecret, async () => randomSecret()),
  ]);
  return { signingJwk, cookieKeys, clientSecret };
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

async function generateSigningJwk(): Promise<SigningJwk> {
  // RSA because RS256 is the id_token algorithm every OIDC client supports by default.
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return SigningJwk.parse({ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' });
}
