import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({}, '/tmp/client');
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.rateLimits).toMatchObject({ publicGetPerMinute: 120, catalogRequestsPerOperatorHour: 60 });
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '9000' }, '').publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://cornice.example/' }, '').publicUrl).toBe('https://cornice.example');
  });

  it('keeps rate limits in memory unless REDIS_URL names a Redis, and bounds the shutdown grace', () => {
    expect(loadConfig({}, '').redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }, '').redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'site-a:' }, '').redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'site-a:' });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }, '').redis?.keyPrefix).toBe('cornice:');
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example' }, '')).toThrow(/REDIS_URL/);
    expect(loadConfig({}, '').shutdownGraceSeconds).toBe(10);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' }, '')).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('gives logos their own upload slots and budgets the font and SVG workers', () => {
    const defaults = loadConfig({}, '');
    expect(defaults.logoUploads).toEqual({ concurrency: 1, queueLimit: 8 });
    expect(defaults.workers).toEqual({ fonts: { timeoutMs: 10_000, memoryMb: 128 }, svg: { timeoutMs: 5000, memoryMb: 128 } });
    const tuned = loadConfig({ LOGO_UPLOAD_CONCURRENCY: '2', FONT_WORKER_TIMEOUT_MS: '3000', FONT_WORKER_MEMORY_MB: '64', SVG_RENDER_TIMEOUT_MS: '2000', SVG_RENDER_MEMORY_MB: '96' }, '');
    expect(tuned.logoUploads.concurrency).toBe(2);
    expect(tuned.workers).toEqual({ fonts: { timeoutMs: 3000, memoryMb: 64 }, svg: { timeoutMs: 2000, memoryMb: 96 } });
    expect(() => loadConfig({ SVG_RENDER_TIMEOUT_MS: '0' }, '')).toThrow(/SVG_RENDER_TIMEOUT_MS/);
    expect(() => loadConfig({ FONT_WORKER_MEMORY_MB: '8' }, '')).toThrow(/FONT_WORKER_MEMORY_MB/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', OIDC_ISSUER: '' }, '').databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ OIDC_ISSUER: 'https://id.example' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'web' }, 'OIDC_CLIENT_SECRET'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ RATE_LIMIT_DRAFTS_PER_MINUTE: '0' }, 'RATE_LIMIT_DRAFTS_PER_MINUTE'],
    [{ RATE_LIMIT_PUBLIC_GET_PER_MINUTE: 'many' }, 'RATE_LIMIT_PUBLIC_GET_PER_MINUTE'],
    [{ CATALOG_REQUESTS_PER_OPERATOR_HOUR: '0' }, 'CATALOG_REQUESTS_PER_OPERATOR_HOUR'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ SUPPORT_EMAIL: 'not-an-address' }, 'SUPPORT_EMAIL'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env, '')).toThrow(ConfigError);
    expect(() => loadConfig(env, '')).toThrow(variable);
  });

  it('trusts proxies only by hop count or address', () => {
    expect(loadConfig({}, '').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, '').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }, '').trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('takes an external provider when all three OIDC variables are set', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'web', OIDC_CLIENT_SECRET: 's' }, '');
    expect(config.oidc).toEqual({ issuer: 'https://id.example', clientId: 'web', clientSecret: 's' });
  });

  it('keeps files under $DATA_DIR/blobs unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/cornice' }, '').storage).toEqual({ kind: 'filesystem', dir: '/srv/cornice/blobs' });
    expect(loadConfig({ S3_BUCKET: 'drafts' }, '').storage).toEqual({
      kind: 's3',
      bucket: 'drafts',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    const compatible = loadConfig(
      { S3_BUCKET: 'drafts', S3_REGION: 'auto', S3_ENDPOINT: 'https://r2.example', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' },
      '',
    );
    expect(compatible.storage).toEqual({
      kind: 's3',
      bucket: 'drafts',
      region: 'auto',
      endpoint: 'https://r2.example',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
    });
  });

  it('sells everything on the sandbox by default, and on Stripe only what has a price', () => {
    const sandbox = loadConfig({}, '');
    expect(sandbox.payments).toEqual({
      provider: 'sandbox',
      prices: { unlock_template: 'price_sandbox_unlock_template', subscription: 'price_sandbox_subscription', custom_layout: 'price_sandbox_custom_layout' },
    });
    expect(sandbox.supportEmail).toBe('supporto@cornice.app');
    const stripe = loadConfig(
      { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', PRICE_SUBSCRIPTION: 'price_year', SUPPORT_EMAIL: 'aiuto@cornice.example' },
      '',
    );
    expect(stripe.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { unlock_template: undefined, subscription: 'price_year', custom_layout: undefined },
    });
    expect(stripe.supportEmail).toBe('aiuto@cornice.example');
  });
});
