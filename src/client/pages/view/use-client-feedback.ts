import { useCallback, useState } from 'react';
import type { ClientAction } from '../../../shared/api/public-catalog.js';
import { publicCatalogApi } from '../../catalog/operator/public-catalog-api';

export interface FeedbackTarget {
  operatorId: string;
  /** The link's reqId; left out of the call when the link has none. */
  requestId: string;
  /** The page's layoutId. */
  draftId: string;
}

/** Sends the client's answer on a draft; `send` tells whether the server took it. */
export function useClientFeedback({ operatorId, requestId, draftId }: FeedbackTarget): { isSending: boolean; send: (action: ClientAction, changes: string) => Promise<boolean> } {
  const [isSending, setIsSending] = useState(false);
  const send = useCallback(
    async (action: ClientAction, changes: string) => {
      setIsSending(true);
      try {
        await publicCatalogApi.updateRequestFromClient({ operatorId, ...(requestId === '' ? {} : { requestId }), draftId, action, changes });
        return true;
      } catch (error) {
        console.error('[view] the answer was not sent', error);
        return false;
      } finally {
        setIsSending(false);
      }
    },
    [operatorId, requestId, draftId],
  );
  return { isSending, send };
}
