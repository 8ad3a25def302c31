import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { SessionResolver } from './auth/current-session.js';
import { accessScope, registerRouteAccess } from './auth/route-access.js';
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
import { registerTemplateOriginalRoute } from './routes/artwork/template-original-route.js';
import { TemplateOriginalFiles } from './catalog/template-original-file.js';
import { registerTemplatesJsonRoute } from './plugins/templates-json-route.js';
import { RenderPool } from './render/render-pool.js';
import type { ApiContext } from './routes/api/api-context.js';
import { registerAuthorizeDownloadRoute } from './routes/api/downloads/authorize-download-route.js';
import { registerCheckDownloadStatusRoute } from './routes/api/downloads/check-download-status-route.js';
import { registerCreateDraftRoute } from './routes/api/drafts/create-draft-route.js';
import { registerGetDraftRoute } from './routes/api/drafts/get-draft-route.js';
import { registerDraftLayoutRoute } from './routes/api/client-proposals/draft-layout-route.js';
import { registerProposeClientFieldsRoute } from './routes/api/client-proposals/propose-client-fields-route.js';
import { registerLayoutProposalRoutes } from './routes/api/client-proposals/layout-proposal-routes.js';
import { registerHealthRoute } from './routes/api/health/health-route.js';
import type { CatalogContext } from './routes/api/catalog/catalog-context.js';
import { registerGetOperatorDataRoute } from './routes/api/catalog/get-operator-data-route.js';
import { registerSaveCatalogRequestRoute } from './routes/api/catalog/save-catalog-request-route.js';
import { registerCatalogRequestChallengeRoute } from './routes/api/catalog/catalog-request-challenge-route.js';
import { loadProofOfWorkSecret } from './proof-of-work/load-proof-of-work-secret.js';
import { ProofOfWork } from './proof-of-work/proof-of-work.js';
import { registerUpdateRequestFromClientRoute } from './routes/api/catalog/update-request-from-client-route.js';
import { registerContactRoute } from './routes/api/contact/contact-route.js';
import { registerMeRoute } from './routes/api/me/me-route.js';
import { registerAccountRoutes } from './routes/api/account/register-account-routes.js';
import { registerUpdateRequestDraftIdRoute } from './routes/api/requests/update-request-draft-id-route.js';
import { registerEraseRequestPersonalDataRoute } from './routes/api/requests/erase-request-personal-data-route.js';
import { registerRequestRetention } from './plugins/register-request-retention.js';
import { registerDeleteCatalogRequestRoute } from './routes/api/requests/delete-catalog-request-route.js';
import { registerDeleteSenderRequestsRoute } from './routes/api/requests/delete-sender-requests-route.js';
import { registerExportCatalogRequestsRoute } from './routes/api/requests/export-catalog-requests-route.js';
import { registerListCatalogRequestsRoute } from './routes/api/requests/list-catalog-requests-route.js';
import { registerNewRequestsCountRoute } from './routes/api/requests/new-requests-count-route.js';
import { registerUpdateRequestStatusRoute } from './routes/api/requests/update-request-status-route.js';
import { registerGetLogoRoute } from './routes/api/profile/get-logo-route.js';
import { registerUpdateUserMetadataRoute } from './routes/api/profile/update-user-metadata-route.js';
import { registerUploadLogoRoute } from './routes/api/profile/upload-logo-route.js';
import { registerDeleteUnlockedTemplateRoute } from './routes/api/unlocked/delete-unlocked-template-route.js';
import { registerListUnlockedTemplatesRoute } from './routes/api/unlocked/list-unlocked-templates-route.js';
import { registerUploadCustomTemplateRoute } from './routes/api/templates/upload-custom-template-route.js';
import { registerSaveCustomTemplateMetadataRoute } from './routes/api/templates/save-custom-template-metadata-route.js';
import { registerDeleteCustomTemplateRoute } from './routes/api/templates/delete-custom-template-route.js';
import { registerUpdateCustomTemplateRoute } from './routes/api/templates/update-custom-template-route.js';
import { registerListCustomTemplatesRoute } from './routes/api/templates/list-custom-templates-route.js';
import { registerGetCustomTemplateFileRoute } from './routes/api/templates/get-custom-template-file-route.js';
import { registerLayoutRoutes } from './routes/api/layouts/register-layout-routes.js';
import { registerBrandFontRoutes } from './routes/api/brand-fonts/register-brand-font-routes.js';
import { registerLayoutPurge } from './plugins/register-layout-purge.js';
import { registerAccountDeletions } from './plugins/register-account-deletions.js';
import { registerDeleteAccountRoute } from './routes/api/account/delete-account-route.js';
import { registerAccountExportRoutes } from './routes/api/account/account-export-routes.js';
import { registerAccountExportSweep } from './plugins/register-account-export-sweep.js';
import { registerBoothPackRoutes } from './routes/api/booth-packs/register-booth-pack-routes.js';
import { registerPullBoothPackRoute } from './routes/pack/pull-booth-pack-route.js';
import { registerOperatorSessionHook } from './routes/api/test-hooks/operator-session-hook.js';
import { registerTestHooks } from './routes/api/test-hooks/test-hooks-route.js';
import type { AuthContext } from './routes/auth/auth-context.js';
import { registerAccountLinkRoutes } from './routes/auth/account-link-routes.js';
import { registerCallbackRoute } from './routes/auth/callback-route.js';
import { registerLoginRoute } from './routes/auth/login-route.js';
import { registerLogoutRoute } from './routes/auth/logout-route.js';
import { registerRobotsRoute } from './routes/robots-route.js';
import { registerSitemapRoute } from './routes/sitemap-route.js';
import { createBusinessNameLookup } from './seo/resolve-page-head.js';
import { BuiltInTemplates } from './catalog/built-in-templates.js';
import { OperatorDataCache } from './catalog/operator-data-cache.js';
import { createPaymentProvider } from './payments/create-payment-provider.js';
import { registerCreateCheckoutSessionRoute } from './routes/api/checkout/create-checkout-session-route.js';
import { registerCreatePortalSessionRoute } from './routes/api/checkout/create-portal-session-route.js';
import type { PaymentsContext } from './routes/api/checkout/payments-context.js';
import { registerStripeWebhookRoute } from './routes/api/webhooks/stripe-webhook-route.js';
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

  // The top bar's logout is a plain HTML form; only /auth accepts form bodies, /api stays JSON.
  await app.register(async (auth) => {
    await auth.register(formbody);
    registerLoginRoute(auth, ctx);
    registerCallbackRoute(auth, ctx);
    registerLogoutRoute(auth, ctx);
    registerAccountLinkRoutes(auth, ctx);
  });
  const fontReader = new BrandFontReader(config.workers.fonts, config.uploads.concurrency);
  app.addHook('onClose', () => fontReader.close());
  const renderPool = new RenderPool(config.render);
  app.addHook('onClose', () => renderPool.close());
  const api: ApiContext = { config, db: database.db, resolver, blobs, uploadGate: new UploadGate(config.uploads), logoGate: new UploadGate(config.logoUploads), fontReader, renderPool };
  // Before the routes, so its onSend hook covers the profile and template saves it watches.
  const operatorData = new OperatorDataCache();
  operatorData.registerInvalidation(app, resolver);
  // One reader of templates.json for the catalogue and the checkout alike.
  const templates = new BuiltInTemplates(config.clientDir);
  const proofOfWork = new ProofOfWork(database.db, await loadProofOfWorkSecret(database.db), config.rateLimits.catalogProofOfWorkMax);
  const catalog: CatalogContext = { ...api, templates, operatorData, proofOfWork };
  const payments: PaymentsContext = {
    config,
    db: database.db,
    resolver,
    provider: await createPaymentProvider(app, config, database.db, options.stripeHttpClient),
    templates,
  };
  const boothPacks = { ...api, now: options.clock ?? (() => new Date()) };
  const exportDeps = { db: database.db, store: blobs, publicUrl: config.publicUrl, linkHours: config.exportLinkHours };

  // Routes anyone may call: the public catalogue, the client's draft page, the contact page,
  // published files, and the checkout of a custom layout (which looks at the session itself).
  await app.register(async (open) => {
    accessScope(open, 'public');
    registerHealthRoute(open, database, config.overload.retryAfterSeconds);
    registerMeRoute(open, database.db, config.requestRetentionMonths);
    registerGetDraftRoute(open, api);
    registerGetLogoRoute(open, api);
    registerGetCustomTemplateFileRoute(open, api);
    registerGetOperatorDataRoute(open, catalog);
    registerCatalogRequestChallengeRoute(open, catalog);
    registerSaveCatalogRequestRoute(open, catalog);
    registerUpdateRequestFromClientRoute(open, catalog);
    // The client's proposal of new texts from a draft of an account layout.
    registerDraftLayoutRoute(open, api);
    registerProposeClientFieldsRoute(open, api);
    registerContactRoute(open, api);
    registerCreateCheckoutSessionRoute(open, payments);
    await registerStripeWebhookRoute(open, payments);
    // Tests only: an operator and a logged-in session without the login pages.
    if (config.testHooks && oidcSettings.isEmbedded) registerOperatorSessionHook(open, database.db, sessions, config);
  });
  // Every operator route: the access hook refuses a visitor before the body is read.
  await app.register(async (operator) => {
    accessScope(operator, 'operator');
    registerCreateDraftRoute(operator, api);
    registerCheckDownloadStatusRoute(operator, api);
    registerAuthorizeDownloadRoute(operator, api);
    registerUpdateRequestDraftIdRoute(operator, api);
    // The operator dashboard (spec part 2 §2, §7).
    registerUploadLogoRoute(operator, api);
    registerUpdateUserMetadataRoute(operator, api);
    registerListCatalogRequestsRoute(operator, api);
    registerNewRequestsCountRoute(operator, api);
    registerExportCatalogRequestsRoute(operator, api);
    registerDeleteCatalogRequestRoute(operator, api);
    registerDeleteSenderRequestsRoute(operator, api);
    registerEraseRequestPersonalDataRoute(operator, api);
    registerUpdateRequestStatusRoute(operator, api);
    registerDeleteUnlockedTemplateRoute(operator, api);
    registerListUnlockedTemplatesRoute(operator, api);
    // Operators' own templates (spec part 2 §7; uploads and edits are for the annual plan).
    registerUploadCustomTemplateRoute(operator, api);
    registerSaveCustomTemplateMetadataRoute(operator, api);
    registerDeleteCustomTemplateRoute(operator, api);
    registerUpdateCustomTemplateRoute(operator, api);
    registerListCustomTemplatesRoute(operator, api);
    // Layouts saved to the operator's account and the images inside them.
    registerLayoutRoutes(operator, api);
    registerLayoutProposalRoutes(operator, api);
    // The operator's own fonts (annual plan).
    registerBrandFontRoutes(operator, api);
    // The owner's side of a layout's booth pack; the booth's pull is below.
    await registerBoothPackRoutes(operator, boothPacks);
    registerCreatePortalSessionRoute(operator, payments);
    // The account page: addresses, password, login address, sessions.
    await registerAccountRoutes(operator, api);
    // 'Elimina account' and 'Esporta i miei dati'.
    registerDeleteAccountRoute(operator, { ...api, payments: payments.provider, operatorData });
    registerAccountExportRoutes(operator, api, exportDeps);
    if (config.testHooks) registerTestHooks(operator, database.db);
  });
  registerLayoutPurge(app, database.db, blobs);
  registerPullBoothPackRoute(app, boothPacks);
  registerRequestRetention(app, database.db, config.requestRetentionMonths);
  // The job that finishes deletions a crash interrupted, and the sweep that rebuilds interrupted
  // exports and deletes expired ones.
  registerAccountDeletions(app, { db: database.db, store: blobs, payments: payments.provider });
  registerAccountExportSweep(app, exportDeps);
  await registerBackupRoute(app, config, database, pausableBlobs);

  registerRobotsRoute(app, config.publicUrl);
  registerSitemapRoute(app, config.publicUrl);
  registerTemplatesJsonRoute(app, config.clientDir);
  registerTemplateOriginalRoute(app, { db: database.db, resolver, originals: new TemplateOriginalFiles(config.templateOriginalsDir, templates) });
  await registerSpaStatic(app, config.clientDir, {
    publicUrl: config.publicUrl,
    lookupBusinessName: createBusinessNameLookup(database.db),
    bootStateSources: { db: database.db, resolver, defaultRetentionMonths: config.requestRetentionMonths },
  });
  return app;
}
