import { useCallback, useEffect, useState } from 'react';
import { DraftViewResponse } from '../../../shared/api/draft-view.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { postJson } from '../../api/post-json';
import type { FeedbackTarget } from './use-client-feedback';

export type DraftStanding =
  | { status: 'loading' }
  | { status: 'open' }
  | { status: 'approved'; approvedAt: string }
  | { status: 'superseded'; newerDraftId: string };

/**
 * Where the link's draft stands (POST /api/draft-view, which also tells the operator the client
 * opened it). Should the call fail, the page offers the answer as before: the server refuses an
 * answer that no longer applies anyway. `supersede` records a 409 met while answering.
 */
export function useDraftStanding({ operatorId, requestId, draftId }: FeedbackTarget): { standing: DraftStanding; supersede: (newerDraftId: string) => void } {
  const key = `${operatorId}/${draftId}/${requestId}`;
  const [result, setResult] = useState<{ key: string; standing: DraftStanding } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const settle = (standing: DraftStanding) => {
      if (isCurrent) setResult({ key, standing });
    };
    postJson('/api/draft-view', { operatorId, draftId, ...(requestId === '' ? {} : { requestId }) }, DraftViewResponse)
      .then((answer) => settle(toStanding(answer)))
      .catch((error: unknown) => {
        console.error('[view] the draft standing was not read', error);
        settle({ status: 'open' });
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
