/** The one catalogue of API error codes. The client maps each to its message in one place. */
export const ErrorCodes = {
  invalidJson: 'INVALID_JSON',
  validationFailed: 'VALIDATION_FAILED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  csrfRejected: 'CSRF_REJECTED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  rateLimited: 'RATE_LIMITED',
  /** A draft upload whose bytes are not a PNG at all (signature or decoded format). */
  imageNotPng: 'IMAGE_NOT_PNG',
  /** A PNG that cannot be decoded (truncated, corrupt). */
  imageInvalid: 'IMAGE_INVALID',
  /** A PNG whose dimensions are beyond any template at print resolution. */
  imageTooLarge: 'IMAGE_TOO_LARGE',
  draftExists: 'DRAFT_EXISTS',
  /** Uploading custom templates is for the annual plan only (spec part 2 §6). */
  planRequired: 'PLAN_REQUIRED',
  /** An uploaded template file whose bytes are neither a JPEG nor a PNG, whatever its name says. */
  imageTypeUnsupported: 'IMAGE_TYPE_UNSUPPORTED',
  /** A logo whose bytes are not a PNG, JPEG, WebP or SVG, or not the type it was sent as. */
  logoTypeInvalid: 'LOGO_TYPE_INVALID',
  /** Removing a pass that still has downloads and time left would throw away a paid purchase. */
  unlockStillActive: 'UNLOCK_STILL_ACTIVE',
  /** No pass, an expired pass or no downloads left; the message is the Italian reason. */
  downloadNotAllowed: 'DOWNLOAD_NOT_ALLOWED',
  /** The client named a price other than the one the server sells this purchase at. */
  priceMismatch: 'PRICE_MISMATCH',
  /** No price is configured for this purchase type; the message is the spec's 'ID del prezzo non configurato.' */
  priceNotConfigured: 'PRICE_NOT_CONFIGURED',
  /** An unlock for a path that is not a built-in template, or whose id does not match the path. */
  templateInvalid: 'TEMPLATE_INVALID',
  /** A subscription checkout for a user whose annual plan is already active. */
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  /** The billing portal was asked for by a user who never paid through the provider. */
  noBillingAccount: 'NO_BILLING_ACCOUNT',
  /** The payment provider could not be reached or refused the call. */
  paymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** A webhook whose signature is missing, wrong or too old. */
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  /** Every upload slot and waiting place is taken; the answer is 503 with Retry-After. */
  uploadsBusy: 'UPLOADS_BUSY',
  /** The operator already stores UPLOAD_QUOTA_FILES files (409). */
  storageQuotaFiles: 'STORAGE_QUOTA_FILES',
  /** The upload would take the operator past UPLOAD_QUOTA_MB (413). */
  storageQuotaBytes: 'STORAGE_QUOTA_BYTES',
  /** A layout save whose baseRevision is not the stored one (409; details: LayoutConflictDetails). */
  layoutRevisionConflict: 'LAYOUT_REVISION_CONFLICT',
  /** A layout document over maxLayoutDocumentBytes of JSON (400; nothing stored). */
  layoutTooLarge: 'LAYOUT_TOO_LARGE',
  /** A layout document the shared schema refuses (unknown element type, bad field; 400). */
  layoutInvalid: 'LAYOUT_INVALID',
  /** A brand font upload whose bytes no font library can read as TTF, OTF, WOFF or WOFF2 (400). */
  fontInvalid: 'FONT_INVALID',
  /** A brand font face (family, weight, style) the operator has already uploaded (409). */
  brandFontExists: 'BRAND_FONT_EXISTS',
  /** A booth pack upload that is not a zip, or a zip with unsafe names or too much inside (400). */
  /** A booth pack expiry in the past or too far ahead (400). */
  boothPackExpiryInvalid: 'BOOTH_PACK_EXPIRY_INVALID',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  internal: 'INTERNAL',
  /** A brand font whose tables declare more than a font needs, or whose reading ran out of time or memory (400). */
  fontTooComplex: 'FONT_TOO_COMPLEX',
  /** An SVG logo beyond the element, nesting, reference or size bounds, with a DOCTYPE, or too slow to draw (400). */
  logoTooComplex: 'LOGO_TOO_COMPLEX',
  /** Every render thread is busy and the render queue is full; the answer is 503 with Retry-After. */
  renderBusy: 'RENDER_BUSY',
  renderTooLong: 'RENDER_TOO_LONG',
  /** A render dropped because its request's connection closed (499; no one reads it). */
  renderCancelled: 'RENDER_CANCELLED',
  /** A catalogue request without its proof of work (400): the page solves one before sending. */
  proofOfWorkMissing: 'PROOF_OF_WORK_MISSING',
  /** A proof of work that is wrong, expired or already used (403): the page solves a new one and sends again. */
  proofOfWorkInvalid: 'PROOF_OF_WORK_INVALID',
  /** 'Elimina account' confirmed with an address that is not the account's (400; nothing deleted). */
  accountConfirmationMismatch: 'ACCOUNT_CONFIRMATION_MISMATCH',
  /** The download link of an account export past its lifetime (410; the zip is gone). */
  accountExportExpired: 'ACCOUNT_EXPORT_EXPIRED',
  /** POST /admin/backup on PostgreSQL or S3, which have their own backup tools (409). */
  backupUnsupported: 'BACKUP_UNSUPPORTED',
  /** A new password the strength estimator finds easy to guess (400; details: PasswordWeakDetails). */
  passwordWeak: 'PASSWORD_WEAK',
  /** The current password, asked again before the password or the login address changes, is wrong (400). */
  passwordWrong: 'PASSWORD_WRONG',
  /** Password and login address belong to an external OIDC provider: change them there (409). */
  accountManagedExternally: 'ACCOUNT_MANAGED_EXTERNALLY',
  /** Another account already logs in with this address (409). */
  emailTaken: 'EMAIL_TAKEN',
  /** A request body that sent nothing for too long (408). */
  bodyTimeout: 'BODY_TIMEOUT',
  /** The server is past its event-loop delay or memory threshold (503 with Retry-After). */
  serverOverloaded: 'SERVER_OVERLOADED',
  /** The operator keeps as many layouts as allowed, bin included (409). */
  layoutQuotaCount: 'LAYOUT_QUOTA_COUNT',
  /** The operator's layouts (documents and thumbnails) would pass their byte quota (413). */
  layoutQuotaBytes: 'LAYOUT_QUOTA_BYTES',
  /** A template's print original asked for by an operator not entitled to it (403): no plan, no pass, not the owner. */
  artworkNotEntitled: 'ARTWORK_NOT_ENTITLED',
  /** A layout save whose document names another template than the layout's own (409). */
  layoutTemplateChanged: 'LAYOUT_TEMPLATE_CHANGED',
  /** A client proposal naming an element the operator did not mark 'Modificabile dal cliente', or not in the draft (403). */
  clientFieldLocked: 'CLIENT_FIELD_LOCKED',
  /** A client proposal whose text is past the field's limits, or that changes nothing (400). */
  clientFieldInvalid: 'CLIENT_FIELD_INVALID',
  /** A client proposal from a draft the operator has since replaced with a newer one of the layout (409). */
  draftSuperseded: 'DRAFT_SUPERSEDED',
  /** Accepting or refusing a proposal already decided (409). */
  proposalDecided: 'PROPOSAL_DECIDED',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export const allErrorCodes: readonly ErrorCode[] = Object.values(ErrorCodes);

/** Body of every API error response. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; messageKey?: string; params?: Readonly<Record<string, string | number>>; details?: unknown };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (allErrorCodes as readonly string[]).includes(value);
}
