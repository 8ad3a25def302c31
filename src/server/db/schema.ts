import { sql } from 'drizzle-orm';
import { catalogRequestSearchTextSql } from './search-text.js';
import { type AnyPgColumn, bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Operators of the app, keyed by the identity provider's (issuer, subject). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    oidcIssuer: text('oidc_issuer').notNull(),
    oidcSubject: text('oidc_subject').notNull(),
    email: text('email').notNull(),
    planType: text('plan_type'),
    subscriptionStatus: text('subscription_status'),
    currentPeriodEnd: bigint('current_period_end', { mode: 'number' }),
    /** The payment provider's customer, set when a checkout completes (opens the billing portal). */
    stripeCustomerId: text('stripe_customer_id'),
    /** The subscription the plan fields above describe. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * When the subscription state above was read from the provider: a read older than this one
     * (a slow webhook racing a newer one) must not overwrite it.
     */
    subscriptionSyncedAt: timestamp('subscription_synced_at', { withTimezone: true }),
    /**
     * Seconds since the epoch: the subscription is cancelled and ends then (Stripe's `cancel_at`,
     * at the period end when cancelled from the portal); null while it renews.
     */
    subscriptionCancelAt: bigint('subscription_cancel_at', { mode: 'number' }),
    businessName: text('business_name').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    secondaryEmail: text('secondary_email').notNull().default(''),
    /** Months after the event a request keeps its client's personal data; null: REQUEST_RETENTION_MONTHS. */
    requestRetentionMonths: integer('request_retention_months'),
    /** New catalogue requests come in one mail a day (the digest) instead of one mail each. */
    requestMailDigest: boolean('request_mail_digest').notNull().default(false),
    /** Where the next digest's requests start (when the digest was turned on, then each digest's time). */
    requestDigestFrom: timestamp('request_digest_from', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_oidc_identity').on(t.oidcIssuer, t.oidcSubject)],
);

/** Single-template passes, keyed by the template id rule of src/shared/catalog. */
export const unlockedTemplates = pgTable(
  'unlocked_templates',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    originalPath: text('original_path').notNull(),
    previewPath: text('preview_path').notNull(),
    downloadsRemaining: integer('downloads_remaining').notNull(),
    unlockExpiryDate: timestamp('unlock_expiry_date', { withTimezone: true }).notNull(),
  },
  // The dashboard pages an operator's passes by expiry (src/server/domain/list-unlocked-templates.ts).
  (t) => [primaryKey({ columns: [t.userId, t.templateId] }), index('unlocked_templates_user_expiry').on(t.userId, t.unlockExpiryDate, t.templateId)],
);

/** Server-side sessions of the backend-for-frontend; the browser holds only the id. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value, so a database read does not reveal live cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idToken: text('id_token'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** The browser's User-Agent at login, so the account page can tell the sessions apart. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Login transactions between /auth/login and /auth/callback (PKCE verifier, state, nonce). */
export const authTransactions = pgTable('auth_transactions', {
  idHash: text('id_hash').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Keys the embedded defaults generate once and keep (signing keys, cookie keys, client secret). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Accounts of the embedded identity provider. */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idp_accounts_email').on(sql`lower(${t.email})`)],
);

/** oidc-provider's storage (sessions, grants, codes, tokens, interactions) for the embedded IdP. */
export const idpPayloads = pgTable(
  'idp_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_payloads_grant').on(t.grantId),
    index('idp_payloads_uid').on(t.uid),
    index('idp_payloads_user_code').on(t.userCode),
  ],
);

/** Draft PNGs shared with clients for approval; the bytes are in the blob store under blobKey. */
export const drafts = pgTable(
  'drafts',
  {
    /** The client-made id of src/shared/api/drafts.ts (unguessable: it is the share link). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    /** The account layout the draft was rendered from, and its revision (what the client saw). */
    layoutId: text('layout_id').references((): AnyPgColumn => layouts.id, { onDelete: 'set null' }),
    layoutRevision: integer('layout_revision'),
    /** The document at that revision, as the client sees and edits it on the draft page. */
    layoutDocument: jsonb('layout_document'),
  },
  (t) => [index('drafts_user').on(t.userId), index('drafts_layout').on(t.layoutId, t.createdAt)],
);

/** The template a client asked for from an operator's public catalogue (spec part 2 §3). */
export interface CatalogRequestTemplate {
  displayName: string;
  original_path: string;
  preview: string;
  /** Set when the client chose a layout the operator shows in the catalogue ('Mostra nel catalogo'). */
  catalogLayoutId?: string;
}

/** What the client typed in the request modal (spec part 2 §2, §5). */
export interface CatalogRequestFormData {
  names: string;
  eventDate: string;
  email: string;
  phone: string;
  city: string;
  otherText: string;
}

/**
 * Client requests from an operator's public catalogue (spec part 2 §3 "Catalog request").
 * Status values are the spec's, with underscores for spaces on the wire (part 2 §4).
 */
export const catalogRequests = pgTable(
  'catalog_requests',
  {
    id: text('id').primaryKey(),
    operatorId: text('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    status: text('status').notNull().default('nuova'),
    draftId: text('draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    template: jsonb('template').$type<CatalogRequestTemplate>().notNull(),
    formData: jsonb('form_data').$type<CatalogRequestFormData>().notNull(),
    /** What the client asked to change from the draft page; '' when nothing was asked. */
    clientChanges: text('client_changes').notNull().default(''),
    /** When the latest mail to the operator about a client's answer went or is due to go; spaces those mails 10 minutes apart. */
    clientAnswerMailedAt: timestamp('client_answer_mailed_at', { withTimezone: true }),
    /** The layout made for this request ('Crea layout'); the dashboard then offers 'Apri layout'. */
    layoutId: text('layout_id').references((): AnyPgColumn => layouts.id, { onDelete: 'set null' }),
    /** Names, email, phone, city and event date, lower case without accents: what the dashboard's search matches. */
    searchText: text('search_text').generatedAlwaysAs(catalogRequestSearchTextSql),
    /** The sender's network (IPv4 /24, IPv6 /56), counted by its own hourly cap; '' for requests stored before it was kept. */
    senderNetwork: text('sender_network').notNull().default(''),
    /** When the client's personal fields were erased (retention period past, or the operator asked); the statistics stay. */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /** The draft the client approved, the layout and revision it was drawn from, and when; cleared when changes are asked again. */
    approvedDraftId: text('approved_draft_id'),
    approvedLayoutId: text('approved_layout_id'),
    approvedLayoutRevision: integer('approved_layout_revision'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  // The dashboard pages an operator's requests newest first on (created_at, id), all or of one
  // status; the public per-operator cap counts the last hour.
  (t) => [
    index('catalog_requests_operator_created').on(t.operatorId, t.createdAt),
    index('catalog_requests_operator_page').on(t.operatorId, t.createdAt.desc(), t.id.desc()),
    index('catalog_requests_operator_status_page').on(t.operatorId, t.status, t.createdAt.desc(), t.id.desc()),
    index('catalog_requests_operator_network_created').on(t.operatorId, t.senderNetwork, t.createdAt),
  ],
);

/**
 * What happened to a request, for the dashboard card's timeline: a draft sent, opened by the
 * client, changes asked, a proposal, approved, published to the booth. One row per event; a
 * visitor's 'opened' is kept once per draft and 'sent' once per request and draft (unique
 * indexes), and recordRequestEvent stops at a fixed number of rows per request.
 */
export const requestEvents = pgTable(
  'request_events',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => catalogRequests.id, { onDelete: 'cascade' }),
    draftId: text('draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    /** A RequestEventKind (src/shared/api/request-events.ts). */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('request_events_request_at').on(t.requestId, t.at),
    index('request_events_draft').on(t.draftId),
    uniqueIndex('request_events_opened_once').on(t.draftId).where(sql`${t.kind} = 'opened'`),
    uniqueIndex('request_events_sent_once').on(t.requestId, t.draftId).where(sql`${t.kind} = 'sent'`),
  ],
);

/**
 * How many requests each operator has in each status, kept by triggers on
 * catalog_requests (migration 0015: every insert, delete and change of status or owner), so the
 * dashboard's counts without a search and the top bar's badge read a few rows, not every request.
 */
export const catalogRequestStatusCounts = pgTable(
  'catalog_request_status_counts',
  {
    operatorId: text('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.status] })],
);

/** Every payment webhook event we accepted, by the provider's event id: a replay finds its row and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The provider's event.created (seconds), kept for support and ordering questions. */
  providerCreated: bigint('provider_created', { mode: 'number' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkout sessions already fulfilled. A second gate after the event id: Stripe may announce one
 * payment through several events (completed, async_payment_succeeded), and it must count once.
 */
export const fulfilledCheckoutSessions = pgTable('fulfilled_checkout_sessions', {
  sessionId: text('session_id').primaryKey(),
  purchaseType: text('purchase_type').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Paid 'Layout su Misura' orders (spec part 2 §9); a visitor may buy one, hence no required user. */
export const customLayoutOrders = pgTable('custom_layout_orders', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull().unique(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/**
 * Mail waiting to be sent (ARCHITECTURE: an outbox visible in the logs until SMTP is configured).
 * src/server/mail's dispatcher claims due rows (sent_at null, next_attempt_at passed), hands them
 * to the transport and sets sent_at; a failure moves next_attempt_at back by a growing delay.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Where an answer goes (a contact form's sender); null: to the sender address (MAIL_FROM). */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Deliveries tried so far, counted when a dispatcher claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may next be claimed (also a claim's lease); null: given up after the last attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
    /**
     * Mails on one subject that merge while unsent (a client's answers on one request): a new
     * one is written into the pending mail with this key instead of being queued beside it.
     */
    mergeKey: text('merge_key'),
  },
  (t) => [
    index('email_outbox_due').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('email_outbox_pending_merge').on(t.mergeKey).where(sql`${t.sentAt} is null and ${t.mergeKey} is not null`),
  ],
);

/**
 * When an address was last mailed the link to /prova from a phone (desktop-link): one mail an
 * hour per address, whoever asks. Keyed by a hash of the lower-case address, so the table keeps
 * no address; rows older than a day are dropped on the next request.
 */
export const desktopLinkMails = pgTable(
  'desktop_link_mails',
  {
    addressHash: text('address_hash').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('desktop_link_mails_sent').on(t.sentAt)],
);

/** Messages sent from the public contact page (spec part 2 "Contact page", §5); support answers by mail. */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** general or custom_layout (src/shared/api/contact.ts). */
  subject: text('subject').notNull(),
  message: text('message').notNull(),
});

/** The sandbox provider's hosted checkouts: what Stripe keeps for a Checkout Session. */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  purchaseType: text('purchase_type').notNull(),
  priceId: text('price_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  templateId: text('template_id'),
  templatePath: text('template_path'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** open, paid or expired. */
  status: text('status').notNull().default('open'),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

/** The sandbox provider's subscriptions: what Stripe keeps for a Subscription. */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    /** The provider's record outlives a deleted account (as Stripe's does), cancelled and without its user. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id').notNull(),
    /** Stripe's statuses: active, canceled … */
    status: text('status').notNull(),
    currentPeriodStart: bigint('current_period_start', { mode: 'number' }).notNull(),
    currentPeriodEnd: bigint('current_period_end', { mode: 'number' }).notNull(),
    /** Cancelled from the portal: it stays active until current_period_end, then is deleted. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_subscriptions_customer').on(t.customerId)],
);

/**
 * Templates an annual operator uploaded (spec part 2 §3, §7). The upload call writes the files
 * and a row with saved false; the metadata call marks it saved. Only saved rows are listed, so
 * an upload whose second step never came shows up nowhere.
 */
export const customTemplates = pgTable(
  'custom_templates',
  {
    /** custom_{random}: the spec's id prefix. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An active theme key. */
    theme: text('theme').notNull(),
    /** The route format key (hyphens). */
    format: text('format').notNull(),
    originalKey: text('original_key').notNull(),
    previewKey: text('preview_key').notNull(),
    originalWidth: integer('original_width').notNull(),
    originalHeight: integer('original_height').notNull(),
    saved: boolean('saved').notNull().default(false),
    /** The operator's name for it, shown on cards and in the catalogue; stable (never renumbered). */
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('custom_templates_user').on(t.userId),
    // The dashboard's pages of saved uploads, newest first (list-custom-templates.ts): read backwards,
    // an ascending index gives ORDER BY created_at DESC, id DESC (NULLS FIRST, SQL's default for DESC).
    index('custom_templates_user_saved_page').on(t.userId, t.createdAt, t.id).where(sql`${t.saved} = true`),
  ],
);

/**
 * Every file an operator has in the blob store (drafts, logos, custom-template images), with its
 * size: the ledger the per-operator quota (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_MB) is counted on.
 * A row is written before its file and removed with it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_user').on(t.userId)],
);

/**
 * Layouts saved to the operator's account. `revision` is the optimistic-concurrency
 * counter: a save names the revision it started from and only an UPDATE that still finds it
 * wins. A soft-deleted row (deleted_at set) can be restored for layoutRestoreDays, then it is
 * purged with its thumbnail and the image references it held.
 */
export const layouts = pgTable(
  'layouts',
  {
    /** lay_ + random base64url (unguessable). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name lower-cased without accents: what the list's search matches. */
    searchName: text('search_name').notNull(),
    templatePath: text('template_path').notNull(),
    /** Theme key of the template ('' when unknown). */
    theme: text('theme').notNull().default(''),
    document: jsonb('document').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    revision: integer('revision').notNull().default(1),
    thumbnailKey: text('thumbnail_key'),
    /** What the layout costs its owner's layout quota: the document's JSON bytes and the thumbnail's. */
    documentBytes: integer('document_bytes').notNull().default(0),
    thumbnailBytes: integer('thumbnail_bytes').notNull().default(0),
    requestId: text('request_id').references((): AnyPgColumn => catalogRequests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** 'Mostra nel catalogo': clients see this layout in the operator's public catalogue and may request it. */
    shownInCatalog: boolean('shown_in_catalog').notNull().default(false),
    /** As the request's: spaces the mails about clients' proposals from drafts on no request 10 minutes apart. */
    clientAnswerMailedAt: timestamp('client_answer_mailed_at', { withTimezone: true }),
    /**
     * 'Pubblica in cabina quando il cliente approva': null when off; on, the printer and README
     * language (ApprovalPublishSettings) of the pack a client's approval publishes to the pull URL.
     */
    approvalPublish: jsonb('approval_publish'),
  },
  // The list walks one of the two partial indexes newest change first; the cursor is (updated_at, id).
  // A name search filters that walk (an infix match no btree serves; pg_trgm is not in PGlite).
  (t) => [
    index('layouts_owner_live_updated').on(t.userId, t.updatedAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('layouts_owner_deleted_updated').on(t.userId, t.updatedAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is not null`),
    index('layouts_deleted_at').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    index('layouts_owner_catalog').on(t.userId, t.updatedAt.desc(), t.id.desc()).where(sql`${t.shownInCatalog} and ${t.deletedAt} is null`),
  ],
);

/**
 * Images operators put into layouts (POST /api/layout-images); the bytes are in the blob store
 * under `key` and counted in stored_files. `unreferenced_since` is set while no layout's saved
 * document names the image: the purge removes it once that is older than a grace period.
 */
export const layoutImages = pgTable(
  'layout_images',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    unreferencedSince: timestamp('unreferenced_since', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('layout_images_unreferenced').on(t.unreferencedSince).where(sql`${t.unreferencedSince} is not null`)],
);

/** Which layout (live or soft-deleted) names which image in its stored document. */
export const layoutImageRefs = pgTable(
  'layout_image_refs',
  {
    layoutId: text('layout_id')
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    imageKey: text('image_key')
      .notNull()
      .references(() => layoutImages.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.layoutId, t.imageKey] }), index('layout_image_refs_image').on(t.imageKey)],
);

/**
 * An operator's own font files (annual plan): one row per face, checked by parsing the
 * font. The family, weight and style come from the font's name and OS/2 tables; one face of a
 * family per weight and style. The file is a blob under `key`, counted in stored_files.
 */
export const brandFonts = pgTable(
  'brand_fonts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    family: text('family').notNull(),
    weight: text('weight').notNull(),
    style: text('style').notNull(),
    format: text('format').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brand_fonts_user_face').on(t.userId, t.family, t.weight, t.style)],
);

/**
 * A layout's booth pack published at a pull URL (Sync): one live link per layout. The
 * URL carries `token` (random, never derived from ids); lookups go by `token_hash` (its SHA-256),
 * so the index compares digests, not the secret. `current_revision` is the pack the URL serves;
 * revoking deletes the link with its packs, so the token answers 404 like one never made.
 */
export const boothPackLinks = pgTable(
  'booth_pack_links',
  {
    layoutId: text('layout_id')
      .primaryKey()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    tokenHash: text('token_hash').notNull(),
    currentRevision: integer('current_revision').notNull(),
    /** Null: never expires. Past it the URL answers 410 until the operator extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per link, so a booth polling often costs no write each time. */
    lastPulledAt: timestamp('last_pulled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booth_pack_links_token_hash').on(t.tokenHash)],
);

/** Every published pack of a link: the zip is in the blob store under `blob_key`, counted in stored_files. */
export const boothPackRevisions = pgTable(
  'booth_pack_revisions',
  {
    layoutId: text('layout_id')
      .notNull()
      .references(() => boothPackLinks.layoutId, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    blobKey: text('blob_key').notNull(),
    /** Hex SHA-256 of the zip: the strong ETag. */
    sha256: text('sha256').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.layoutId, t.revision] })],
);

/** The key that signs the public forms' proof-of-work challenges, one per database so every process agrees. */
export const proofOfWorkKeys = pgTable('proof_of_work_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** Proof-of-work solutions already used, kept until their challenge expires: each solution counts once. */
export const proofOfWorkSpent = pgTable(
  'proof_of_work_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('proof_of_work_spent_expires').on(t.expiresAt)],
);

/**
 * An operator's request to delete their account: recorded before any of the work, so a crash
 * leaves a job the next start resumes. `step` is how far it went (recorded, cancelled,
 * rows-deleted); the row goes once the last file is gone.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: text('id').primaryKey(),
    /** Not a foreign key: the user row is deleted halfway through the job. */
    userId: text('user_id').notNull(),
    oidcSubject: text('oidc_subject').notNull(),
    /** The account is one of the embedded provider's, whose account and grants go too. */
    isEmbeddedIdentity: boolean('is_embedded_identity').notNull(),
    email: text('email').notNull(),
    subscriptionId: text('subscription_id'),
    step: text('step').notNull().default('recorded'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_deletions_user').on(t.userId)],
);

/** The files a deletion still has to remove, listed in the transaction that deletes their rows. */
export const accountDeletionFiles = pgTable(
  'account_deletion_files',
  {
    deletionId: text('deletion_id')
      .notNull()
      .references(() => accountDeletions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deletionId, t.key] })],
);

/**
 * What the law asks to keep of a deleted account's payments (tax records): product, amount and
 * date, with the provider's checkout id for the accountant; nothing that names the person.
 */
export const retainedPayments = pgTable('retained_payments', {
  /** The provider's checkout session id. */
  id: text('id').primaryKey(),
  product: text('product').notNull(),
  amountCents: integer('amount_cents').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  retainedAt: timestamp('retained_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 'Esporta i miei dati': a zip of the account built in the background. pending, then running
 * (done_items of total_items), then ready (the zip under blob_key until expires_at) or failed.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    doneItems: integer('done_items').notNull().default(0),
    totalItems: integer('total_items').notNull().default(0),
    blobKey: text('blob_key'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('account_exports_user').on(t.userId, t.createdAt)],
);

/**
 * Single-use links mailed to an address: its confirmation, a password reset, a new login
 * address. Only the token's SHA-256 is kept. `subject` is the app user's id, except for a
 * password reset, which belongs to the embedded provider's account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    idHash: text('id_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    /** Lower-cased: the address the link was mailed to. */
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_address').on(t.purpose, t.address, t.createdAt),
    index('account_tokens_subject').on(t.purpose, t.subject, t.createdAt),
  ],
);

/** Addresses an operator proved to read (by opening a link mailed there): only these get mail. */
export const verifiedAddresses = pgTable(
  'verified_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    address: text('address').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/**
 * A client's proposal from a draft of an account layout: new texts for the fields marked
 * 'Modificabile dal cliente', waiting for the operator ('pending'), then 'accepted' (the layout
 * got a new revision, `acceptedRevision`) or 'refused'. A newer proposal from the same draft
 * replaces (deletes) a pending one, so repeated sends keep one row per draft.
 */
export const layoutProposals = pgTable(
  'layout_proposals',
  {
    /** prp_ + random base64url. */
    id: text('id').primaryKey(),
    layoutId: text('layout_id')
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    /** The layout's owner, the operator who decides. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftId: text('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    requestId: text('request_id').references(() => catalogRequests.id, { onDelete: 'set null' }),
    /** The layout revision the draft showed. */
    baseRevision: integer('base_revision').notNull(),
    /** ProposalChange[]: per field, the operator's text and the client's. */
    changes: jsonb('changes').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    acceptedRevision: integer('accepted_revision'),
  },
  (t) => [index('layout_proposals_layout_status').on(t.layoutId, t.status, t.createdAt), index('layout_proposals_draft').on(t.draftId)],
);

/**
 * A booth publish a client's approval asked for (the layout's 'publish on approval'): written in
 * the approval's transaction, so it is never lost, and run after it commits. `status` is
 * pending, running, published or failed; a failure keeps its `reason` (ApprovalPublishFailure)
 * and `booth_revision` is the pull URL's revision it made.
 */
export const approvalPublishes = pgTable(
  'approval_publishes',
  {
    /** apb_ + random base64url. */
    id: text('id').primaryKey(),
    layoutId: text('layout_id')
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: text('request_id').references(() => catalogRequests.id, { onDelete: 'set null' }),
    draftId: text('draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    /** The layout revision the client approved. */
    layoutRevision: integer('layout_revision'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    boothRevision: integer('booth_revision'),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_publishes_unfinished').on(t.createdAt).where(sql`${t.status} in ('pending', 'running')`),
    index('approval_publishes_layout').on(t.layoutId, t.createdAt),
  ],
);
