/**
 * The pending purchase marker (spec part 1 §3): the template path kept in the browser while the
 * user is away at the payment provider, so the page they return to knows what was bought.
 */
export const pendingPurchaseKey = 'pendingPurchaseTemplate';

/** The subset of Storage the marker needs; tests pass an in-memory one. */
export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where the browser refuses it (privacy modes, disabled storage). */
export function getBrowserStorage(): MarkerStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

// A storage failure must not stop a payment: the marker is a convenience for the return page,
// the server's own record of the purchase is what unlocks the template.
export function rememberPendingPurchase(templatePath: string, storage: MarkerStorage | null): void {
  try {
    storage?.setItem(pendingPurchaseKey, templatePath);
  } catch (error) {
    console.warn('[purchase] could not store the pending purchase marker', error);
  }
}

export function forgetPendingPurchase(storage: MarkerStorage | null): void {
  try {
    storage?.removeItem(pendingPurchaseKey);
  } catch (error) {
    console.warn('[purchase] could not remove the pending purchase marker', error);
  }
}

export function readPendingPurchase(storage: MarkerStorage | null): string | null {
  try {
    return storage?.getItem(pendingPurchaseKey) ?? null;
  } catch {
    return null;
  }
}
