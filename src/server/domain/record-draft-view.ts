import type { Database } from '../db/client.js';
import { type DraftLink, type DraftStanding, findDraftStanding } from './find-draft-standing.js';
import { recordRequestEvent } from './record-request-event.js';

/**
 * The client's draft page opened: the draft's standing, and the first view by anyone but the
 * operator who owns it goes on the request's timeline as 'opened' (once per draft, however
 * often the page is opened). A draft already replaced by a newer one records nothing.
 */
export async function recordDraftView(db: Database, link: DraftLink & { viewerId: string | null }): Promise<DraftStanding> {
  const standing = await findDraftStanding(db, link);
  const isOwnView = link.viewerId === link.operatorId;
  if (!isOwnView && (standing.kind === 'open' || standing.kind === 'approved') && standing.requestId !== null) {
    await recordRequestEvent(db, { requestId: standing.requestId, draftId: link.draftId, kind: 'opened' });
  }
  return standing;
}
