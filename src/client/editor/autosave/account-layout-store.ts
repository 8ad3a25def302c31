import { generalKey } from './autosave-record.js';
import { layoutKey, readLocalLayoutRecord, type LocalLayoutRecord } from './local-layout-record.js';
import { openDatabase, storeName } from './layout-store.js';

/**
 * The offline buffer of account layouts: each edit is written here first (and as the general
 * save), so a lost connection or a closed tab loses nothing. Never throws: storage failures are
 * logged, the server save goes on.
 */
export async function writeLocalLayout(layoutId: string, record: LocalLayoutRecord): Promise<void> {
  try {
    const db = await openDatabase();
    const transaction = db.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    await Promise.all([store.put(record, layoutKey(layoutId)), store.put(record.document, generalKey), transaction.done]);
  } catch (error) {
    console.error('[autosave] could not save the layout locally:', error);
  }
}

export async function readLocalLayout(layoutId: string): Promise<LocalLayoutRecord | null> {
  try {
    const db = await openDatabase();
    return readLocalLayoutRecord(await db.get(storeName, layoutKey(layoutId)));
  } catch (error) {
    console.error('[autosave] could not read the local layout:', error);
    return null;
  }
}

export async function deleteLocalLayout(layoutId: string): Promise<void> {
  try {
    const db = await openDatabase();
    await db.delete(storeName, layoutKey(layoutId));
  } catch (error) {
    console.error('[autosave] could not delete the local layout:', error);
  }
}
