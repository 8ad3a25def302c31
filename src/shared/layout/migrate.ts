import { currentSchemaVersion, LayoutDocument } from './layout-document.js';

export type MigrateErrorCode = 'not-an-object' | 'missing-version' | 'unsupported-version' | 'invalid-document' | 'unreadable';

/** One schema complaint, with a dotted path such as "elements.2.fontSize". */
export interface LayoutIssue {
  path: string;
  message: string;
}

export interface MigrateError {
  code: MigrateErrorCode;
  message: string;
  issues: readonly LayoutIssue[];
}

/**
 * A result, not an exception: documents come from browser storage and share links, so a bad one
 * is an expected outcome the caller must handle (offer a fresh start), not a crash.
 */
export type MigrateResult = { ok: true; document: LayoutDocument } | { ok: false; error: MigrateError };

type RawDocument = Record<string, unknown>;

/**
 * Upgrades from version n to n + 1, keyed by n. Empty while only version 1 exists; a new version
 * adds one pure step here and keeps every older document readable. A version is only for a
 * change that older documents must be rewritten for (a field renamed, a default added): a new
 * element type, like 'qrcode', leaves every version-1 document valid, so it stays version 1.
 */
const upgrades: Readonly<Partial<Record<number, (doc: RawDocument) => RawDocument>>> = {};

/** Turns anything (parsed JSON, an autosave record) into a current, valid document or an error. */
export function migrate(input: unknown): MigrateResult {
  try {
    return migrateUnsafely(input);
  } catch (error) {
    // safeParse does not throw, but hostile input can (a getter or Proxy that throws on read).
    return fail('unreadable', `the document could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function migrateUnsafely(input: unknown): MigrateResult {
  if (!isRecord(input)) return fail('not-an-object', 'a layout document must be an object');
  const version = input['schemaVersion'];
  if (version === undefined) return fail('missing-version', 'the document has no schemaVersion');
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > currentSchemaVersion) {
    return fail('unsupported-version', `schemaVersion ${JSON.stringify(version)} is not supported (this editor reads 1 to ${currentSchemaVersion})`);
  }
  let raw: RawDocument = input;
  for (let from = version; from < currentSchemaVersion; from += 1) {
    const upgrade = upgrades[from];
    if (upgrade === undefined) return fail('unsupported-version', `no upgrade from schemaVersion ${from}`);
    raw = upgrade(raw);
  }
  const parsed = LayoutDocument.safeParse(raw);
  if (parsed.success) return { ok: true, document: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const first = issues[0];
  const summary = first === undefined ? 'the document is invalid' : `${first.path || '(root)'}: ${first.message}`;
  return fail('invalid-document', `invalid layout document (${issues.length} problem${issues.length === 1 ? '' : 's'}); ${summary}`, issues);
}

function fail(code: MigrateErrorCode, message: string, issues: readonly LayoutIssue[] = []): MigrateResult {
  return { ok: false, error: { code, message, issues } };
}

function isRecord(value: unknown): value is RawDocument {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
