import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { migrate } from '../../../shared/layout/migrate.js';

/** The key of the general save: the last job, whatever its template. */
export const generalKey = 'current';

/** The key of the save for one template. */
export function templateKey(templatePath: string): string {
  return `template:${templatePath}`;
}

export type SavedRecordResult = { ok: true; document: LayoutDocument } | { ok: false; reason: string };

/**
 * Checks a stored value before it is used: it must be a valid layout (through migrate, which
 * also upgrades older versions) for the expected template; when the template image's size is
 * known it must match too, or the saved coordinates would land in the wrong place.
 */
export function readSavedRecord(value: unknown, templatePath: string, size?: { width: number; height: number }): SavedRecordResult {
  const migrated = migrate(value);
  if (!migrated.ok) return { ok: false, reason: migrated.error.message };
  const { template } = migrated.document;
  if (template.path !== templatePath) return { ok: false, reason: `the save is for another template (${template.path})` };
  if (size !== undefined && (template.width !== size.width || template.height !== size.height)) {
    return { ok: false, reason: `the save is for a ${template.width}×${template.height} template, the image is ${size.width}×${size.height}` };
  }
  return { ok: true, document: migrated.document };
}
