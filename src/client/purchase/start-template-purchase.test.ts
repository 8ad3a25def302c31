import { describe, expect, test, vi } from 'vitest';
import { CheckoutError } from './create-checkout-session.js';
import { pendingPurchaseKey, type MarkerStorage } from './pending-purchase.js';
import { startTemplatePurchase, type PurchaseUi } from './start-template-purchase.js';

const template = {
  id: '_assets_templates_matrimonio_cartolina_verticale_rose-wreath_png',
  original: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png',
  name: 'Rose Wreath',
};

function memoryStorage(): MarkerStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function fakeUi(isConfirmed: boolean) {
  return {
    confirm: vi.fn<PurchaseUi['confirm']>(() => Promise.resolve(isConfirmed)),
    showError: vi.fn<PurchaseUi['showError']>(() => Promise.resolve()),
    redirect: vi.fn<PurchaseUi['redirect']>(),
  };
}

describe('startTemplatePurchase', () => {
  test('does nothing but ask when the user cancels', async () => {
    const storage = memoryStorage();
    const createSession = vi.fn();
    const ui = fakeUi(false);
    expect(await startTemplatePurchase(template, ui, { storage, createSession })).toBe('cancelled');
    expect(ui.confirm).toHaveBeenCalledWith(template);
    expect(createSession).not.toHaveBeenCalled();
    expect(storage.values.size).toBe(0);
  });

  test('keeps the marker, asks for an unlock_template session and goes to its checkout', async () => {
    const storage = memoryStorage();
    const ui = fakeUi(true);
    const createSession = vi.fn(() => {
      // The marker is already there while the server is asked.
      expect(storage.values.get(pendingPurchaseKey)).toBe(template.original);
      return Promise.resolve({ sessionId: 's_1', url: 'https://checkout.example/session/1' });
    });
    expect(await startTemplatePurchase(template, ui, { storage, createSession })).toBe('redirected');
    expect(createSession).toHaveBeenCalledWith({ purchaseType: 'unlock_template', templateId: template.id, templatePath: template.original });
    expect(ui.redirect).toHaveBeenCalledWith('https://checkout.example/session/1');
    expect(storage.values.get(pendingPurchaseKey)).toBe(template.original);
  });

  test('on failure removes the marker and shows the server message', async () => {
    const storage = memoryStorage();
    const ui = fakeUi(true);
    const createSession = vi.fn(() => Promise.reject(new CheckoutError('ID del prezzo non configurato.')));
    expect(await startTemplatePurchase(template, ui, { storage, createSession })).toBe('failed');
    expect(storage.values.has(pendingPurchaseKey)).toBe(false);
    expect(ui.showError).toHaveBeenCalledWith('ID del prezzo non configurato.');
    expect(ui.redirect).not.toHaveBeenCalled();
  });

  test('an unexpected error shows the default message (null) and is logged', async () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage();
    const ui = fakeUi(true);
    await startTemplatePurchase(template, ui, { storage, createSession: () => Promise.reject(new TypeError('boom')) });
    expect(ui.showError).toHaveBeenCalledWith(null);
    expect(storage.values.size).toBe(0);
    expect(logError).toHaveBeenCalled();
    logError.mockRestore();
  });

  test('a browser that refuses storage can still buy', async () => {
    const ui = fakeUi(true);
    const createSession = vi.fn(() => Promise.resolve({ sessionId: 's_1', url: '/checkout/sandbox/1' }));
    expect(await startTemplatePurchase(template, ui, { storage: null, createSession })).toBe('redirected');
  });
});
