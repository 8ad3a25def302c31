import { describe, expect, it } from 'vitest';
import { makeDocument, makeLine, makeText, portraitTemplate } from '../model/test-fixtures.js';
import { generalKey, readSavedRecord, templateKey } from './autosave-record.js';

describe('autosave keys', () => {
  it('names the general save and one save per template', () => {
    expect(generalKey).toBe('current');
    expect(templateKey('/a/b.png')).toBe('template:/a/b.png');
    expect(templateKey('/a/b.png')).not.toBe(templateKey('/a/c.png'));
  });
});

describe('readSavedRecord', () => {
  const document = makeDocument([makeText(), makeLine()]);
  const path = portraitTemplate.path;

  it('accepts a valid save for the template, after a structured clone', () => {
    const result = readSavedRecord(structuredClone(document), path, { width: 1200, height: 1800 });
    expect(result).toEqual({ ok: true, document });
  });

  it('rejects anything that is not a valid layout', () => {
    expect(readSavedRecord(undefined, path).ok).toBe(false);
    expect(readSavedRecord('text', path).ok).toBe(false);
    expect(readSavedRecord({ ...document, schemaVersion: 99 }, path).ok).toBe(false);
    expect(readSavedRecord({ ...document, elements: [{ type: 'nope' }] }, path).ok).toBe(false);
  });

  it('rejects a save for another template', () => {
    const result = readSavedRecord(document, '/other.png');
    expect(result.ok).toBe(false);
  });

  it('rejects a save whose template size differs from the loaded image', () => {
    const result = readSavedRecord(document, path, { width: 1800, height: 1200 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain('1800×1200');
  });
});
