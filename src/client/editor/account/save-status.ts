/**
 * What the editor bar says about the server copy: everything acknowledged, a save pending or on
 * its way, the connection lost (the edits wait in IndexedDB and go out when it returns), another
 * device saved first, or the server refused the document (its message is shown).
 */
export type SaveStatus = { kind: 'saved' } | { kind: 'saving' } | { kind: 'offline' } | { kind: 'conflict' } | { kind: 'failed'; message: string };
