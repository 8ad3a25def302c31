import type { BootDraft } from '../../../shared/ssr/boot-state.js';
import { useBootState } from '../../app/boot-state-context.js';
import type { FeedbackTarget } from './use-client-feedback.js';

/** The draft the server rendered this page with (boot state), if it is this link's. */
export function useServedDraft({ operatorId, draftId, requestId }: FeedbackTarget): BootDraft | undefined {
  const served = useBootState()?.draft;
  if (served === undefined || served.operatorId !== operatorId || served.draftId !== draftId || served.requestId !== requestId) return undefined;
  return served;
}
