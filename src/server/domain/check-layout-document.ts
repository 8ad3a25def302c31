import { customTemplateKeyFromUrl } from '../../shared/api/custom-templates.js';
import { maxLayoutDocumentBytes } from '../../shared/api/layouts.js';
import { templatesPrefix } from '../../shared/catalog/template-entry.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { migrate } from '../../shared/layout/migrate.js';
import { maxJsonDepth, valueNestsDeeperThan } from '../http/json-nesting.js';

const maxTemplatePathLength = 1024;

export type LayoutDocumentCheck =
  | { ok: true; document: LayoutDocument }
  | { ok: false; refusal: 'too-large'; bytes: number; maxBytes: number }
  | { ok: false; refusal: 'invalid'; reason: string; issues: readonly { path: string; message: string }[] }
  | { ok: false; refusal: 'too-deep'; maxDepth: number };

/**
 * A document from the wire, as the store will keep it: at most maxLayoutDocumentBytes of JSON
 * and valid for the shared schema after migrate() (with the schema's complaints). Older schema
 * versions are upgraded, not refused.
 */
export function checkLayoutDocument(input: unknown): LayoutDocumentCheck {
  // Measured without recursion first: serialising or validating a deeper value would exhaust the stack.
  if (valueNestsDeeperThan(input, maxJsonDepth)) return { ok: false, refusal: 'too-deep', maxDepth: maxJsonDepth };
  const json = JSON.stringify(input) ?? '';
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > maxLayoutDocumentBytes) return { ok: false, refusal: 'too-large', bytes, maxBytes: maxLayoutDocumentBytes };
  const result = migrate(input);
  if (!result.ok) return { ok: false, refusal: 'invalid', reason: result.error.code, issues: result.error.issues.slice(0, 20) };
  // The path is shown and filtered on in the list, whose pages stay small: no real path is longer.
  if (result.document.template.path.length > maxTemplatePathLength) {
    return { ok: false, refusal: 'invalid', reason: 'invalid-document', issues: [{ path: 'template.path', message: `longer than ${maxTemplatePathLength} characters` }] };
  }
  if (!isTemplatePath(result.document.template.path)) {
    return { ok: false, refusal: 'invalid', reason: 'invalid-document', issues: [{ path: 'template.path', message: 'neither a catalogue template nor an uploaded one' }] };
  }
  return { ok: true, document: result.document };
}

/** One segment of a catalogue path: a name (its file name may be percent-encoded), never '..' or empty. */
const pathSegment = /^[A-Za-z0-9_%-][A-Za-z0-9._%-]*$/;

/**
 * A template path a layout may name: a catalogue picture (/assets/templates/{theme}/{format}/…/{file})
 * or an uploaded template's file URL. Anything else (a path climbing out with '..', another
 * site's address) would only ever draw a blank page, and is refused rather than stored.
 */
function isTemplatePath(path: string): boolean {
  if (customTemplateKeyFromUrl(path) !== null) return true;
  if (!path.startsWith(templatesPrefix)) return false;
  const segments = path.slice(templatesPrefix.length).split('/');
  return segments.length >= 3 && segments.every(isNameSegment);
}

function isNameSegment(segment: string): boolean {
  if (!pathSegment.test(segment)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return decoded !== '.' && decoded !== '..' && !decoded.includes('/') && !decoded.includes('\\');
}
