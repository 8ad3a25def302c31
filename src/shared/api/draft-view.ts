import { z } from 'zod';
import { DraftId } from './drafts.js';

/**
 * POST /api/draft-view (public): the client's draft page opens. The server records the first
 * view of the draft by a visitor (never the operator's own) and answers where the draft stands.
 * Only the draft the link names is read: operatorId and requestId must match it.
 */
export const DraftViewRequest = z.object({
  operatorId: z.string().min(1).max(100),
  /** The link's reqId; absent when the link has none. */
  requestId: z.string().min(1).max(100).optional(),
  draftId: DraftId,
});
export type DraftViewRequest = z.infer<typeof DraftViewRequest>;

/**
 * open: the client may answer; approved: the client approved this draft (when); superseded: the
 * operator shared a newer draft of the same request or layout since, which the page links to.
 */
export const DraftViewResponse = z.discriminatedUnion('standing', [
  z.object({ standing: z.literal('open') }),
  z.object({ standing: z.literal('approved'), approvedAt: z.string() }),
  z.object({ standing: z.literal('superseded'), newerDraftId: DraftId }),
]);
export type DraftViewResponse = z.infer<typeof DraftViewResponse>;

/** The details of a 409 DRAFT_SUPERSEDED: the draft the client should answer instead. */
export const DraftSupersededDetails = z.object({ newerDraftId: DraftId });
export type DraftSupersededDetails = z.infer<typeof DraftSupersededDetails>;
