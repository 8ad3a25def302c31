import { openDB, type IDBPDatabase } from 'idb';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { generalKey, readSavedRecord, templateKey } from './autosave-record.js';

const databaseName = 'cornice-editor';
/** One store for every save: the general one, one per template (/prova) and one per account layout. */
export const storeName = 'layouts';

let database: Promise<IDBPDatabase> | null = null;

export function openDatabase(): Promise<IDBPDatabase> {
  database ??= openDB(databaseName, 1, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(storeName)) db.createObjectStore(storeName);
    },
  }).catch((error: unknown) => {
    // A later call may succeed (e.g. storage was briefly blocked): do not cache the failure.
    database = null;
    throw error;
  });
  return database;
}

/** Autosave failures are only logged, never shown. */
function logFailure(action: string, error: unknown): void {
  console.error(`[autosave] could not ${action}:`, error);
}

/** Writes the document as the general save and as the save of its template. Never throws. */
export async function saveLayout(document: LayoutDocument): Promise<void> {
  try {
    const db = await openDatabase();
    const transaction = db.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    await Promise.all([store.put(document, generalKey), store.put(document, templateKey(document.template.path)), transaction.done]);
  } catch (error) {
    logFailure('save the layout', error);
  }
}

/** The valid save for a template, or null (none, unreadable or invalid: the last two are logged). Never throws. */
export async function loadLayout(templatePath: string, size?: { width: number; height: number }): Promise<LayoutDocument | null> {
  try {
    const db = await openDatabase();
    const value: unknown = await db.get(storeName, templateKey(templatePath));
    if (value === undefined) return null;
    const result = readSavedRecord(value, templatePath, size);
    if (result.ok) return result.document;
    console.error(`[autosave] ignoring the save for ${templatePath}: ${result.reason}`);
    return null;
  } catch (error) {
    logFailure('read the layout', error);
    return null;
  }
}

/** Removes the template's save, and the general one when it is for the same template. Never throws. */
export async function deleteLayout(templatePath: string): Promise<void> {
  try {
    const db = await openDatabase();
    const transaction = db.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    const general: unknown = await store.get(generalKey);
    const isSameTemplate = readSavedRecord(general, templatePath).ok;
    await Promise.all([store.delete(templateKey(templatePath)), isSameTemplate ? store.delete(generalKey) : Promise.resolve(), transaction.done]);
  } catch (error) {
    logFailure('delete the layout', error);
  }
}
