import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { SessionResolver } from './auth/current-session.js';
import { registerRouteAccess } from './auth/route-access.js';
import { LoginTransactions } from './auth/login-transactions.js';
import { OidcClient, type OidcClientSettings } from './auth/oidc-client.js';
import { SessionStore } from './auth/session-store.js';
import type { AppConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { purgeOldAccountTokens } from './domain/account-tokens.js';
import { idpStaticRoutes } from './idp/idp-static-routes.js';
import { configureSharp } from './images/configure-sharp.js';
import { mountEmbeddedIdp } from './idp/mount-embedded-idp.js';
import { registerMailDispatcher } from './mail/register-mail-dispatcher.js';
import { serverViewsDir } from './paths.js';
import { registerCsrfGuard } from './plugins/csrf-guard.js';
import { registerErrorHandling } from './plugins/error-handling.js';
import { registerZodValidation } from './http/zod-validator-compiler.js';
import { registerOverloadGuard } from './plugins/overload-guard.js';
import { registerNulByteGuard } from './plugins/reject-nul-bytes.js';
import { registerJsonBodyParser } from './plugins/json-body-parser.js';
import { registerPrivatePageHeaders } from './plugins/private-page-headers.js';
import { registerCompression } from './plugins/compression.js';
import { registerRateLimits } from './plugins/rate-limit-store.js';
import { registerDrainRefusedBodies } from './plugins/drain-refused-bodies.js';
import { registerBodyIdleTimeout } from './plugins/body-idle-timeout.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpaStatic } from './plugins/spa-static.js';
import { TemplateOriginalFiles } from './catalog/template-original-file.js';
import { CatalogLayoutPreviews } from './render/catalog-layout-previews.js';
import { renderSourcesOf } from './render/gather-render-job.js';
import { DraftDisplayCopies } from './images/draft-display-copies.js';
import { RenderPool } from './render/render-pool.js';
import { type ApiArea, registerApiArea } from './routes/api/api-area.js';
import type { ApiContext } from './routes/api/api-context.js';
import { accountArea } from './routes/api/account/account-area.js';
import { boothPacksArea } from './routes/api/booth-packs/booth-packs-area.js';
import { brandFontsArea } from './routes/api/brand-fonts/brand-fonts-area.js';
import { catalogArea } from './routes/api/catalog/catalog-area.js';
import { clientProposalsArea } from './routes/api/client-proposals/client-proposals-area.js';
import { checkoutArea } from './routes/api/checkout/checkout-area.js';
import { contactArea } from './routes/api/contact/contact-area.js';
import { desktopLinkArea } from './routes/api/desktop-link/desktop-link-area.js';
import { downloadsArea } from './routes/api/downloads/downloads-area.js';
import { draftsArea } from './routes/api/drafts/drafts-area.js';
import { healthArea } from './routes/api/health/health-area.js';
import { layoutsArea } from './routes/api/layouts/layouts-area.js';
import { meArea } from './routes/api/me/me-area.js';
import { profileArea } from './routes/api/profile/profile-area.js';
import { requestsArea } from './routes/api/requests/requests-area.js';
import { templatesArea } from './routes/api/templates/templates-area.js';
import { testHooksArea } from './routes/api/test-hooks/test-hooks-area.js';
import { unlockedArea } from './routes/api/unlocked/unlocked-area.js';
import type { CatalogContext } from './routes/api/catalog/catalog-context.js';
import { loadProofOfWorkSecret } from './proof-of-work/load-proof-of-work-secret.js';
import { ProofOfWork } from './proof-of-work/proof-of-work.js';
import { ApprovalPublisher } from './booth-packs/approval-publisher.js';
import type { AuthContext } from './routes/auth/auth-context.js';
import { registerAuthArea } from './routes/auth/auth-area.js';
import { registerSiteFilesArea } from './routes/site-files-area.js';
import { registerJobs } from './jobs/register-jobs.js';
import { createBusinessNameLookup } from './seo/resolve-page-head.js';
import { BuiltInTemplates } from './catalog/built-in-templates.js';
import { OperatorDataCache } from './catalog/operator-data-cache.js';
import { createPaymentProvider } from './payments/create-payment-provider.js';
import type { PaymentsContext } from './routes/api/checkout/payments-context.js';
import type { BlobStore } from './storage/blob-store.js';
import { createBlobStore } from './storage/create-blob-store.js';
import { PausableDeleteBlobStore } from './storage/pausable-delete-blob-store.js';
import { registerBackupRoute } from './backup/backup-route.js';
import { UploadGate } from './uploads/upload-gate.js';
import { BrandFontReader } from './fonts/read-brand-font.js';
import { serializeRequestForLog } from './http/request-log-serializer.js';

export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, so tests can sweep them all (bad input, access control). */
    apiRoutes: readonly ApiRoute[];
    /** Every route of the app, /api or not, so tests can sweep all state-changing ones (forgery). */
    registeredRoutes: readonly ApiRoute[];
  }
}

export interface BuildOptions {
  /** An already open database (tests share one); otherwise the config decides. */
  database?: DatabaseHandle;
  /** A blob store of the test's own; otherwise the config decides (disk or S3). */
  blobStore?: BlobStore;
  /** With PAYMENTS_PROVIDER=stripe: a local stand-in for Stripe's API (offline tests). */
  stripeHttpClient?: Stripe.HttpClient;
  /** The time booth pack links judge their expiry by (tests move it); the real time otherwise. */
  clock?: () => Date;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/** How often Node looks for connections past their header or request timeout. */
const connectionsCheckingMs = 2_000;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** The whole server, for `npm start` and for tests alike. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequestForLog },
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    // A hop count becomes the function proxy-addr would build from it (Fastify's types omit numbers).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A connection that sends or reads nothing this long is closed; a request (headers and body)
    // must arrive whole within requestTimeout; the checks run every few seconds, not every 30.
    connectionTimeout: config.http.requestTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: { headersTimeout: config.http.headersTimeoutMs, connectionsCheckingInterval: connectionsCheckingMs },
  });
  configureSharp();
  registerErrorHandling(app);
  // Before any route: declared zod schemas answer as parseWith does (400 VALIDATION_FAILED, details)
  // and type the answers they declare.
  registerZodValidation(app, { checkResponses: config.checkResponses });
  await registerOverloadGuard(app, config);
  registerNulByteGuard(app);
  registerJsonBodyParser(app);
  registerDrainRefusedBodies(app);
  registerBodyIdleTimeout(app, config.http.bodyIdleTimeoutMs);
  await registerCompression(app);
  const apiRoutes: ApiRoute[] = [];
  const registeredRoutes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url });
  });
  app.decorate('apiRoutes', apiRoutes);
  app.decorate('registeredRoutes', registeredRoutes);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      onConnectionLost: (error) => app.log.warn({ err: error }, 'database connection lost'),
    }));
  if (options.database === undefined) app.addHook('onClose', () => database.close());

  let ownStore = options.blobStore;
  if (ownStore === undefined) {
    const handle = createBlobStore(config.storage);
    app.addHook('onClose', () => handle.close());
    ownStore = handle.store;
  }
  // A backup holds deletions of files back while it copies them (src/server/backup).
  const pausableBlobs = new PausableDeleteBlobStore(ownStore);
  const blobs: BlobStore = pausableBlobs;

  registerMailDispatcher(app, config, database.db);

  await app.register(fastifyCookie);
  await registerRateLimits(app, config);
  await registerSecurityHeaders(app, config);
  registerPrivatePageHeaders(app);
  // Webhooks carry no origin but a signature, which their route verifies on the raw body.
  registerCsrfGuard(app, config, ['/idp/', '/api/webhooks/']);

  // The login pages' stylesheet also dresses /auth's error pages, whichever provider is used.
  await app.register(idpStaticRoutes, { dir: serverViewsDir });
  const oidcSettings: OidcClientSettings =
    config.oidc === undefined
      ? { ...(await mountEmbeddedIdp(app, { db: database.db, config })), isEmbedded: true }
      : { ...config.oidc, isEmbedded: false };

  const sessions = new SessionStore(database.db, config.sessionTtlHours * 3600 * 1000);
  await sessions.deleteExpired();
  // Expired sessions and login transactions would otherwise pile up until the next restart.
  const housekeeping = setInterval(() => {
    sessions.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'session cleanup failed'));
    purgeOldAccountTokens(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'account link cleanup failed'));
  }, 60 * 60 * 1000);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
  const oidc = new OidcClient(app, oidcSettings, config);
  const resolver = new SessionResolver(sessions, oidc, config);
  resolver.attachCookieRenewal(app);
  registerRouteAccess(app, { db: database.db, resolver });
  const ctx: AuthContext = { config, db: database.db, oidc, sessions, resolver, transactions: new LoginTransactions(database.db) };

  await registerAuthArea(app, ctx);
  const fontReader = new BrandFontReader(config.workers.fonts, config.uploads.concurrency);
  app.addHook('onClose', () => fontReader.close());
  const renderPool = new RenderPool(config.render);
  app.addHook('onClose', () => renderPool.close());
  const api: ApiContext = { config, db: database.db, resolver, blobs, uploadGate: new UploadGate(config.uploads), logoGate: new UploadGate(config.logoUploads), fontReader, renderPool, draftDisplayCopies: new DraftDisplayCopies() };
  // Before the routes, so its onSend hook covers the profile and template saves it watches.
  const operatorData = new OperatorDataCache();
  operatorData.registerInvalidation(app, resolver);
  // One reader of templates.json for the catalogue and the checkout alike.
  const templates = new BuiltInTemplates(config.clientDir);
  const proofOfWork = new ProofOfWork(database.db, await loadProofOfWorkSecret(database.db), config.rateLimits.catalogProofOfWorkMax);
  const catalogLayoutPreviews = new CatalogLayoutPreviews({ ...renderSourcesOf(api), pool: renderPool });
  const approvalPublisher = new ApprovalPublisher(api, app.log);
  const catalog: CatalogContext = { ...api, templates, operatorData, proofOfWork, catalogLayoutPreviews, approvalPublisher };
  const payments: PaymentsContext = {
    config,
    db: database.db,
    resolver,
    provider: await createPaymentProvider(app, config, database.db, options.stripeHttpClient),
    templates,
  };
  const boothPacks = { ...api, now: options.clock ?? (() => new Date()) };
  const exportDeps = { db: database.db, store: blobs, publicUrl: config.publicUrl, linkHours: config.exportLinkHours };

  // The API, one area at a time (routes/api/<area>/<area>-area.ts): each registers its public
  // routes and its operator routes, whose access hook refuses a visitor before the body is read.
  const areas: ApiArea[] = [
    healthArea(database, config.overload.retryAfterSeconds),
    meArea(database.db, config.requestRetentionMonths),
    catalogArea(catalog),
    contactArea(api),
    desktopLinkArea(api),
    checkoutArea(payments),
    draftsArea(api),
    clientProposalsArea(api),
    profileArea(api),
    templatesArea(api),
    downloadsArea(api),
    requestsArea(api),
    unlockedArea(api),
    layoutsArea(api),
    brandFontsArea(api),
    boothPacksArea(boothPacks),
    accountArea(api, { ...api, payments: payments.provider, operatorData }, exportDeps),
    ...(config.testHooks ? [testHooksArea(database.db, sessions, config, oidcSettings.isEmbedded)] : []),
  ];
  for (const area of areas) await registerApiArea(app, area);
  registerJobs(app, {
    db: database.db,
    store: blobs,
    publicUrl: config.publicUrl,
    requestRetentionMonths: config.requestRetentionMonths,
    accountDeletions: { db: database.db, store: blobs, payments: payments.provider },
    accountExports: exportDeps,
    approvalPublisher,
  });
  await registerBackupRoute(app, config, database, pausableBlobs);
  registerSiteFilesArea(app, {
    publicUrl: config.publicUrl,
    clientDir: config.clientDir,
    originals: { db: database.db, originals: new TemplateOriginalFiles(config.templateOriginalsDir, templates) },
    boothPacks,
  });
  await registerSpaStatic(app, config.clientDir, {
    publicUrl: config.publicUrl,
    lookupBusinessName: createBusinessNameLookup(database.db),
    bootStateSources: { db: database.db, resolver, defaultRetentionMonths: config.requestRetentionMonths },
  });
  return app;
}
