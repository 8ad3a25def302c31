import { isLengthUnit, type LengthUnit } from '../../../../shared/layout/print-units.js';

/** Template pixels until the operator picks another unit: what the panel always showed. */
export const defaultUnit: LengthUnit = 'px';

/** One remembered choice per operator on a shared booth laptop; visitors share one. */
export function unitStorageKey(userId: string | null): string {
  return `cornice.editor.unit.${userId ?? 'visitor'}`;
}

export function readUnitPreference(storage: Pick<Storage, 'getItem'> | null, userId: string | null): LengthUnit {
  try {
    const stored = storage?.getItem(unitStorageKey(userId));
    return isLengthUnit(stored) ? stored : defaultUnit;
  } catch {
    return defaultUnit;
  }
}

export function writeUnitPreference(storage: Pick<Storage, 'setItem'> | null, userId: string | null, unit: LengthUnit): void {
  try {
    storage?.setItem(unitStorageKey(userId), unit);
  } catch {
    // A browser that refuses storage (privacy mode) keeps the choice for this visit only.
  }
}

/** localStorage, or null where the browser refuses it. */
export function findLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
