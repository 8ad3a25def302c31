import path from 'node:path';
import { z } from 'zod';
import type { PurchaseType } from '../shared/api/checkout.js';
import { trimTrailingChar } from '../shared/util/trim-char.js';
import { defaultTemplateOriginalsDir } from './paths.js';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  TEMPLATE_ORIGINALS_DIR: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((v) => v === 'false' || /^[1-9]\d{0,1}$/.test(v) || /^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/.test(v), {
      message: "'false', the number of proxy hops in front of the app (1, 2 …) or a comma list of proxy addresses/CIDRs",
    }),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24 * 30),
  EXPORT_LINK_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(72),
  REQUEST_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PUBLIC_POST_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ACCOUNT_POST_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_DRAFTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PUBLIC_GET_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  CATALOG_REQUESTS_PER_OPERATOR_HOUR: z.coerce.number().int().min(1).default(60),
  CATALOG_REQUESTS_PER_NETWORK_HOUR: z.coerce.number().int().min(1).default(10),
  CATALOG_PROOF_OF_WORK_MAX: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  RATE_LIMIT_CONTACT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  UPLOAD_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
  RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  RENDER_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100).default(4),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  RENDER_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  UPLOAD_QUOTA_FILES: z.coerce.number().int().min(1).default(1000),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(2048),
  LOGO_UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  FONT_WORKER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  FONT_WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(128),
  SVG_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  SVG_RENDER_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(128),
  TEST_HOOKS: z.enum(['true', 'false']).default('false'),
  CHECK_RESPONSES: z.enum(['true', 'false']).default('false'),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(30),
  EMAIL_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 14).default(24),
  OIDC_ISSUER: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  PRICE_UNLOCK_TEMPLATE: optionalString,
  PRICE_SUBSCRIPTION: optionalString,
  PRICE_CUSTOM_LAYOUT: optionalString,
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: 'an smtp://… or smtps://… URL' }).optional()),
  MAIL_FROM: optionalString.refine((v) => v === undefined || /^(?:[^<>@]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(v), {
    message: "an address, alone or as 'Name <address>'",
  }),
  MAIL_DISPATCH_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, error: 'a redis://… or rediss://… URL' }).optional()),
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('cornice:'),
  RATE_LIMIT_LAYOUT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(15),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  OVERLOAD_MAX_HEAP_MB: z.coerce.number().int().min(0).default(0),
  OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  LAYOUTS_PER_OPERATOR: z.coerce.number().int().min(1).default(500),
  LAYOUT_QUOTA_MB: z.coerce.number().int().min(1).default(500),
});

/** The provider's price id for each purchase type; undefined: that purchase is not on sale. */
export type PriceIds = Readonly<Record<PurchaseType, string | undefined>>;

export type PaymentsConfig =
  | { provider: 'sandbox'; prices: PriceIds }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; prices: PriceIds };

/** Where stored files (drafts, later logos and custom templates) live. */
export type StorageConfig =
  | { kind: 'filesystem'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** undefined: AWS itself; otherwise any S3-compatible service (MinIO, R2, Garage …). */
      endpoint: string | undefined;
      /** undefined: the SDK's default chain (environment, shared files, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Origin (and optional path-less base) the browser sees, without trailing slash. */
  publicUrl: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** false, a hop count, or the proxies' addresses: never "trust whoever says so". */
  trustProxy: false | number | string[];
  sessionTtlHours: number;
  /** How long the zip of 'Esporta i miei dati' can be downloaded, then it is deleted. */
  exportLinkHours: number;
  /** Months after the event date a catalogue request keeps its client's personal data (the operator may choose another period). */
  requestRetentionMonths: number;
  rateLimits: {
    loginPerMinute: number;
    /** Per client address, on the public forms (catalogue request, the client's answer). */
    publicPostPerMinute: number;
    /** Per operator or address, on logout, checkout and portal sessions and the sandbox's pages. */
    accountPostPerMinute: number;
    draftsPerMinute: number;
    /** Per client address, on the public reads (operator data, drafts, logos, template files). */
    publicGetPerMinute: number;
    /** Catalogue requests one operator may receive in an hour, whatever addresses send them. */
    catalogRequestsPerOperatorHour: number;
    /** Per client address, on the contact form (POST /api/contact). */
    contactPerMinute: number;
    /** Catalogue requests one operator may receive in an hour from one sender network (IPv4 /24, IPv6 /56). */
    catalogRequestsPerNetworkHour: number;
    /** The proof of work a catalogue request carries: the solver tries half this many hashes on average. */
    catalogProofOfWorkMax: number;
    /** Per operator, on every layout write (saves, creations, renames, deletions). */
    layoutWritesPerMinute: number;
  };
  /** Image uploads (drafts, logos, custom templates): decode slots, waiting room, per-operator quota. */
  uploads: { concurrency: number; queueLimit: number; quotaFiles: number; quotaBytes: number };
  /** Logo uploads' own slots (their waiting room is uploads.queueLimit): SVGs never hold the shared ones. */
  logoUploads: { concurrency: number; queueLimit: number };
  /** What reading one untrusted font (in a thread) or drawing one SVG (in a child process) may cost. */
  workers: { fonts: { timeoutMs: number; memoryMb: number }; svg: { timeoutMs: number; memoryMb: number } };
  /** The print-file renderer's worker threads, how many renders may wait for one (beyond: 503), and how long one may draw (beyond: 422). */
  render: { threads: number; queueLimit: number; timeoutMs: number; budgetMs: number };
  /** Socket and request timeouts of the HTTP server, and how long a request body may send nothing. */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; bodyIdleTimeoutMs: number };
  /** Past these the server answers 503 with Retry-After (0: that measure is not watched). */
  overload: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; maxRssBytes: number; retryAfterSeconds: number };
  /** Saved layouts one operator may keep (bin included) and the bytes of their documents and thumbnails. */
  layoutQuota: { maxLayouts: number; maxBytes: number };
  /** undefined: the embedded identity provider at {publicUrl}/idp. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  storage: StorageConfig;
  payments: PaymentsConfig;
  /** Where order notifications (custom layouts) and contact messages are mailed. */
  supportEmail: string;
  /** Outgoing mail (src/server/mail): smtpUrl undefined keeps it in the logged outbox. */
  mail: { smtpUrl: string | undefined; from: string; dispatchIntervalSeconds: number };
  /** Rate-limit counters shared by every process in Redis; undefined: in this process's memory. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** After SIGTERM, how long requests in flight may run before the process exits anyway. */
  shutdownGraceSeconds: number;
  /** End-to-end test hooks (/api/test-hooks/*): never in production. */
  testHooks: boolean;
  /** Every JSON answer with a declared response schema is checked against it (tests; a mismatch is a 500). */
  checkResponses: boolean;
  /** Directory of the built SPA; tests may point elsewhere. */
  clientDir: string;
  /** How long the single-use links mailed to an address stay valid. */
  accountLinks: { passwordResetTtlMs: number; emailLinkTtlMs: number };
  /** The built-in templates' print originals (`npm run assets`), outside the public files. */
  templateOriginalsDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Environment -> validated config; an invalid value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, clientDir: string): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = trimTrailingChar(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`, '/');
  let oidc: AppConfig['oidc'];
  if (e.OIDC_ISSUER !== undefined) {
    if (e.OIDC_CLIENT_ID === undefined) throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
    if (e.OIDC_CLIENT_SECRET === undefined) throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set');
    oidc = { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET };
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    exportLinkHours: e.EXPORT_LINK_HOURS,
    requestRetentionMonths: e.REQUEST_RETENTION_MONTHS,
    rateLimits: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      publicPostPerMinute: e.RATE_LIMIT_PUBLIC_POST_PER_MINUTE,
      accountPostPerMinute: e.RATE_LIMIT_ACCOUNT_POST_PER_MINUTE,
      draftsPerMinute: e.RATE_LIMIT_DRAFTS_PER_MINUTE,
      publicGetPerMinute: e.RATE_LIMIT_PUBLIC_GET_PER_MINUTE,
      catalogRequestsPerOperatorHour: e.CATALOG_REQUESTS_PER_OPERATOR_HOUR,
      contactPerMinute: e.RATE_LIMIT_CONTACT_PER_MINUTE,
      catalogRequestsPerNetworkHour: e.CATALOG_REQUESTS_PER_NETWORK_HOUR,
      catalogProofOfWorkMax: e.CATALOG_PROOF_OF_WORK_MAX,
      layoutWritesPerMinute: e.RATE_LIMIT_LAYOUT_WRITES_PER_MINUTE,
    },
    uploads: { concurrency: e.UPLOAD_CONCURRENCY, queueLimit: e.UPLOAD_QUEUE_LIMIT, quotaFiles: e.UPLOAD_QUOTA_FILES, quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024 },
    logoUploads: { concurrency: e.LOGO_UPLOAD_CONCURRENCY, queueLimit: e.UPLOAD_QUEUE_LIMIT },
    workers: {
      fonts: { timeoutMs: e.FONT_WORKER_TIMEOUT_MS, memoryMb: e.FONT_WORKER_MEMORY_MB },
      svg: { timeoutMs: e.SVG_RENDER_TIMEOUT_MS, memoryMb: e.SVG_RENDER_MEMORY_MB },
    },
    render: { threads: e.RENDER_THREADS, queueLimit: e.RENDER_QUEUE_LIMIT, timeoutMs: e.RENDER_TIMEOUT_MS, budgetMs: e.RENDER_BUDGET_MS },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_SECONDS, e.HTTP_REQUEST_TIMEOUT_SECONDS) * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_SECONDS * 1000,
    },
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: e.OVERLOAD_MAX_HEAP_MB * 1024 * 1024,
      maxRssBytes: e.OVERLOAD_MAX_RSS_MB * 1024 * 1024,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    layoutQuota: { maxLayouts: e.LAYOUTS_PER_OPERATOR, maxBytes: e.LAYOUT_QUOTA_MB * 1024 * 1024 },
    oidc,
    storage: parseStorage(e, path.resolve(e.DATA_DIR)),
    payments: parsePayments(e),
    supportEmail: e.SUPPORT_EMAIL ?? 'supporto@cornice.app',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Cornice <noreply@cornice.app>', dispatchIntervalSeconds: e.MAIL_DISPATCH_INTERVAL_SECONDS },
    redis: e.REDIS_URL === undefined ? undefined : { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    testHooks: e.TEST_HOOKS === 'true',
    checkResponses: e.CHECK_RESPONSES === 'true',
    clientDir,
    accountLinks: { passwordResetTtlMs: e.PASSWORD_RESET_TTL_MINUTES * 60_000, emailLinkTtlMs: e.EMAIL_LINK_TTL_HOURS * 3_600_000 },
    templateOriginalsDir: path.resolve(e.TEMPLATE_ORIGINALS_DIR ?? defaultTemplateOriginalsDir),
  };
}

type Env = z.infer<typeof EnvSchema>;

function parseStorage(e: Env, dataDir: string): StorageConfig {
  if (e.S3_BUCKET === undefined) {
    // A half-configured S3 would otherwise silently keep files on the local disk.
    const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((name) => e[name] !== undefined);
    if (stray !== undefined) throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required when ${stray} is set`);
    return { kind: 'filesystem', dir: path.join(dataDir, 'blobs') };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  const credentials =
    e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
      ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

function parsePayments(e: Env): PaymentsConfig {
  if (e.PAYMENTS_PROVIDER === 'sandbox') {
    // The sandbox sells everything out of the box; its price ids only have to match themselves.
    return {
      provider: 'sandbox',
      prices: {
        unlock_template: e.PRICE_UNLOCK_TEMPLATE ?? 'price_sandbox_unlock_template',
        subscription: e.PRICE_SUBSCRIPTION ?? 'price_sandbox_subscription',
        custom_layout: e.PRICE_CUSTOM_LAYOUT ?? 'price_sandbox_custom_layout',
      },
    };
  }
  if (e.STRIPE_SECRET_KEY === undefined) throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER is stripe');
  if (e.STRIPE_WEBHOOK_SECRET === undefined) throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when PAYMENTS_PROVIDER is stripe');
  // An unset price is allowed: that purchase answers 'ID del prezzo non configurato.'.
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    prices: { unlock_template: e.PRICE_UNLOCK_TEMPLATE, subscription: e.PRICE_SUBSCRIPTION, custom_layout: e.PRICE_CUSTOM_LAYOUT },
  };
}

function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',');
}

export function isHttps(config: AppConfig): boolean {
  return config.publicUrl.startsWith('https://');
}
