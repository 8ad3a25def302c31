import { ErrorCodes } from '../../shared/api/error-codes.js';
import { maxLayoutDocumentBytes } from '../../shared/api/layouts.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { migrate } from '../../shared/layout/migrate.js';
import { AppError } from '../http/app-error.js';
import { maxJsonDepth, valueNestsDeeperThan } from '../http/json-nesting.js';

const maxTemplatePathLength = 1024;

/**
 * A document from the wire, as the store will keep it: at most maxLayoutDocumentBytes of JSON
 * (400 LAYOUT_TOO_LARGE) and valid for the shared schema after migrate() (400 LAYOUT_INVALID,
 * with the schema's complaints as details). Older schema versions are upgraded, not refused.
 */
export function checkLayoutDocument(input: unknown): LayoutDocument {
  // Measured without recursion first: serialising or validating a deeper value would exhaust the stack.
  if (valueNestsDeeperThan(input, maxJsonDepth)) {
    throw new AppError(400, ErrorCodes.layoutInvalid, 'Il layout non è valido.', { reason: 'too-deep', maxDepth: maxJsonDepth });
  }
  const json = JSON.stringify(input) ?? '';
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > maxLayoutDocumentBytes) {
    const megabytes = Math.round(maxLayoutDocumentBytes / (1024 * 1024));
    throw new AppError(400, ErrorCodes.layoutTooLarge, `Il layout supera ${megabytes} MB: riduci o togli qualche immagine.`, { bytes, maxBytes: maxLayoutDocumentBytes });
  }
  const result = migrate(input);
  if (!result.ok) throw new AppError(400, ErrorCodes.layoutInvalid, 'Il layout non è valido.', { reason: result.error.code, issues: result.error.issues.slice(0, 20) });
  // The path is shown and filtered on in the list, whose pages stay small: no real path is longer.
  if (result.document.template.path.length > maxTemplatePathLength) {
    throw new AppError(400, ErrorCodes.layoutInvalid, 'Il layout non è valido.', { reason: 'invalid-document', issues: [{ path: 'template.path', message: `longer than ${maxTemplatePathLength} characters` }] });
  }
  return result.document;
}
