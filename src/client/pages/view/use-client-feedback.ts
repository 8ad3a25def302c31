import { useCallback, useState } from 'react';
import type { ClientAction } from '../../../shared/api/public-catalog.js';
import { DraftSupersededDetails } from '../../../shared/api/draft-view.js';
import { ErrorCodes } from '../../../shared/api/error-codes.js';
import { ApiError } from '../../api/api-error.js';
import { publicCatalogApi } from '../../catalog/operator/public-catalog-api.js';

export interface FeedbackTarget {
  operatorId: string;
  /** The link's reqId; left out of the call when the link has none. */
  requestId: string;
  /** The page's layoutId. */
  draftId: string;
}

/** What became of an answer: taken, refused because a newer draft replaced this one, or failed. */
export type FeedbackResult = { kind: 'sent' } | { kind: 'superseded'; newerDraftId: string } | { kind: 'failed' };

/** Sends the client's answer on a draft; `send` tells what the server did with it. */
export function useClientFeedback({ operatorId, requestId, draftId }: FeedbackTarget): { isSending: boolean; send: (action: ClientAction, changes: string) => Promise<FeedbackResult> } {
  const [isSending, setIsSending] = useState(false);
  const send = useCallback(
    async (action: ClientAction, changes: string): Promise<FeedbackResult> => {
      setIsSending(true);
      try {
        await publicCatalogApi.updateRequestFromClient({ operatorId, ...(requestId === '' ? {} : { requestId }), draftId, action, changes });
        return { kind: 'sent' };
      } catch (error) {
        const superseded = error instanceof ApiError && error.code === ErrorCodes.draftSuperseded ? DraftSupersededDetails.safeParse(error.details) : undefined;
        if (superseded?.success === true) return { kind: 'superseded', newerDraftId: superseded.data.newerDraftId };
        console.error('[view] the answer was not sent', error);
        return { kind: 'failed' };
      } finally {
        setIsSending(false);
      }
    },
    [operatorId, requestId, draftId],
  );
  return { isSending, send };
}
