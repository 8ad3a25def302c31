import { describe, expect, it } from 'vitest';
import { readUnitPreference, writeUnitPreference } from './unit-preference.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('unit preference', () => {
  it("remembers each operator's unit apart", () => {
    const storage = memoryStorage();
    writeUnitPreference(storage, 'anna', 'mm');
    writeUnitPreference(storage, 'marco', 'in');
    expect(readUnitPreference(storage, 'anna')).toBe('mm');
    expect(readUnitPreference(storage, 'marco')).toBe('in');
    expect(readUnitPreference(storage, null)).toBe('px');
  });

  it('falls back to print pixels for a missing, unknown or unreadable value', () => {
    const storage = memoryStorage();
    storage.setItem('cornice.editor.unit.anna', 'furlong');
    expect(readUnitPreference(storage, 'anna')).toBe('px');
    expect(readUnitPreference(null, 'anna')).toBe('px');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readUnitPreference(throwing, 'anna')).toBe('px');
  });
});
