import { describe, expect, it } from 'vitest';
import { visitorMe } from '../../../shared/api/visitor-me.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { isPurchaseConfirmed } from './purchase-confirmed.js';

const path = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';
const now = new Date('2026-11-22T10:00:00Z');
const pass = { downloads_remaining: 3, unlock_expiry_date: '2026-11-29T10:00:00Z', original_path: path, preview_path: '' };

describe('isPurchaseConfirmed', () => {
  it('waits for the pending template to be unlocked', () => {
    expect(isPurchaseConfirmed(visitorMe, path, now)).toBe(false);
    const unlocked = { ...visitorMe, unlockedTemplates: { [templateIdFromPath(path)]: pass } };
    expect(isPurchaseConfirmed(unlocked, path, now)).toBe(true);
    const spent = { ...visitorMe, unlockedTemplates: { [templateIdFromPath(path)]: { ...pass, downloads_remaining: 0 } } };
    expect(isPurchaseConfirmed(spent, path, now)).toBe(false);
  });

  it('confirms at once without a pending template', () => {
    expect(isPurchaseConfirmed(visitorMe, null, now)).toBe(true);
  });
});
