import { z } from 'zod';
import { PageCursorParam, PageLimitParam } from './page-cursor.js';

/** Active passes (downloads and days left) or expired ones (either used up). */
export const UnlockState = z.enum(['active', 'expired']);
export type UnlockState = z.infer<typeof UnlockState>;

/**
 * GET /api/unlocked-templates?state&cursor&limit: a page of the operator's passes, active ones
 * expiring soonest first, expired ones most recently expired first.
 */
export const UnlockedTemplatesQuery = z.object({ state: UnlockState, cursor: PageCursorParam.optional(), limit: PageLimitParam });
export type UnlockedTemplatesQuery = z.infer<typeof UnlockedTemplatesQuery>;

/** A pass as /api/me's unlockedTemplates gives it, with its template id. */
export const UnlockedTemplateItem = z.object({
  templateId: z.string(),
  downloads_remaining: z.int(),
  unlock_expiry_date: z.string(),
  original_path: z.string(),
  preview_path: z.string(),
});
export type UnlockedTemplateItem = z.infer<typeof UnlockedTemplateItem>;

/** `total` (all passes in that state) comes with the first page only. */
export const UnlockedTemplatesResponse = z.object({
  items: z.array(UnlockedTemplateItem),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type UnlockedTemplatesResponse = z.infer<typeof UnlockedTemplatesResponse>;
