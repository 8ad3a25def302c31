import { z } from 'zod';
import { LayoutRevision } from '../../../shared/api/layouts.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { migrate } from '../../../shared/layout/migrate.js';

/** The key of an account layout's local copy. */
export function layoutKey(layoutId: string): string {
  return `layout:${layoutId}`;
}

/**
 * The local copy of an account layout: the document as last edited here, the server revision it
 * was based on, when it was written, and whether the server still lacks it (offline, a failed
 * save, a tab closed before the save went out).
 */
export interface LocalLayoutRecord {
  document: LayoutDocument;
  baseRevision: number;
  savedAt: number;
  isPending: boolean;
}

const StoredRecord = z.object({ document: z.unknown(), baseRevision: LayoutRevision, savedAt: z.number(), isPending: z.boolean() });

/** Checks a stored value before use: the shape, and the document through migrate(). */
export function readLocalLayoutRecord(value: unknown): LocalLayoutRecord | null {
  const parsed = StoredRecord.safeParse(value);
  if (!parsed.success) return null;
  const migrated = migrate(parsed.data.document);
  if (!migrated.ok) return null;
  return { document: migrated.document, baseRevision: parsed.data.baseRevision, savedAt: parsed.data.savedAt, isPending: parsed.data.isPending };
}

/**
 * 'Lavoro Rilevato' for an account layout: the local copy holds edits the server never
 * acknowledged. Whether the server moved on since (then restoring leads to the conflict dialog)
 * or not, the operator decides; a copy equal to the server's is nothing to offer.
 */
export function hasUnsavedLocalWork(local: LocalLayoutRecord | null, serverDocument: LayoutDocument): local is LocalLayoutRecord {
  return local !== null && local.isPending && JSON.stringify(local.document) !== JSON.stringify(serverDocument);
}
