import { useCallback, useEffect, useState } from 'react';
import { DraftViewResponse } from '../../../shared/api/draft-view.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { postJson } from '../../api/post-json.js';
import type { FeedbackTarget } from './use-client-feedback.js';
import { useServedDraft } from './use-served-draft.js';

export type DraftStanding =
  | { status: 'loading' }
  | { status: 'open' }
  | { status: 'approved'; approvedAt: string }
  | { status: 'superseded'; newerDraftId: string };

/**
 * Where the link's draft stands (POST /api/draft-view, which also tells the operator the client
 * opened it). Should the call fail, the page offers the answer as before: the server refuses an
 * answer that no longer applies anyway. `supersede` records a 409 met while answering. A page the
 * server rendered starts from the standing it read, so the draft is on the first paint; the call
 * is still made, as it records the client's view.
 */
export function useDraftStanding(target: FeedbackTarget): { standing: DraftStanding; supersede: (newerDraftId: string) => void } {
  const { operatorId, requestId, draftId } = target;
  const key = `${operatorId}/${draftId}/${requestId}`;
  const served = useServedDraft(target);
  const [result, setResult] = useState<{ key: string; standing: DraftStanding } | null>(() => (served === undefined ? null : { key, standing: toStanding(served.standing) }));
  useEffect(() => {
    let isCurrent = true;
    const settle = (standing: DraftStanding) => {
      if (isCurrent) setResult({ key, standing });
    };
    postJson('/api/draft-view', { operatorId, draftId, ...(requestId === '' ? {} : { requestId }) }, DraftViewResponse)
      .then((answer) => settle(toStanding(answer)))
      .catch((error: unknown) => {
        console.error('[view] the draft standing was not read', error);
        // What the server read, if it rendered the page, still stands.
        if (isCurrent) setResult((current) => (current?.key === key ? current : { key, standing: { status: 'open' } }));
      });
    return () => {
      isCurrent = false;
    };
  }, [key, operatorId, draftId, requestId]);
  const supersede = useCallback((newerDraftId: string) => setResult({ key, standing: { status: 'superseded', newerDraftId } }), [key]);
  return { standing: result?.key === key ? result.standing : { status: 'loading' }, supersede };
}

function toStanding(answer: DraftViewResponse): DraftStanding {
  switch (answer.standing) {
    case 'open':
      return { status: 'open' };
    case 'approved':
      return { status: 'approved', approvedAt: answer.approvedAt };
    case 'superseded':
      return { status: 'superseded', newerDraftId: answer.newerDraftId };
    default:
      return assertNever(answer);
  }
}
