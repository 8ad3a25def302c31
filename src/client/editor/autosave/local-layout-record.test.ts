import { describe, expect, it } from 'vitest';
import { makeDocument, makeLine, makeText } from '../model/test-fixtures.js';
import { hasUnsavedLocalWork, layoutKey, readLocalLayoutRecord } from './local-layout-record.js';

const server = makeDocument([makeText()]);
const edited = makeDocument([makeText(), makeLine()]);

describe('local layout records', () => {
  it('are keyed by layout id, apart from the template saves', () => {
    expect(layoutKey('lay_abc')).toBe('layout:lay_abc');
  });

  it('read back a valid record and refuse anything else', () => {
    const record = { document: structuredClone(edited), baseRevision: 3, savedAt: 1, isPending: true };
    expect(readLocalLayoutRecord(record)).toEqual({ ...record, document: edited });
    expect(readLocalLayoutRecord(undefined)).toBeNull();
    expect(readLocalLayoutRecord({ ...record, baseRevision: 0 })).toBeNull();
    expect(readLocalLayoutRecord({ ...record, document: { ...edited, elements: [{ type: 'nope' }] } })).toBeNull();
  });

  it("offer 'Lavoro Rilevato' only for edits the server never acknowledged", () => {
    expect(hasUnsavedLocalWork(null, server)).toBe(false);
    expect(hasUnsavedLocalWork({ document: edited, baseRevision: 2, savedAt: 1, isPending: false }, server)).toBe(false);
    expect(hasUnsavedLocalWork({ document: server, baseRevision: 2, savedAt: 1, isPending: true }, server)).toBe(false);
    expect(hasUnsavedLocalWork({ document: edited, baseRevision: 2, savedAt: 1, isPending: true }, server)).toBe(true);
  });
});
