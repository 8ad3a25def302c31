import { useTranslation } from 'react-i18next';
import type { OperatorDataResponse } from '../../../shared/api/public-catalog.js';
import { buildShareUrl } from '../../../shared/drafts/share-url.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { ApprovedDraft } from './approved-draft.js';
import { DraftWithLayout } from './editable-draft/draft-with-layout.js';
import { SupersededNotice } from './superseded-notice.js';
import type { FeedbackTarget } from './use-client-feedback.js';
import { useDraftStanding } from './use-draft-standing.js';
import { useServedDraft } from './use-served-draft.js';
import { WhatsAppContact } from './whatsapp-contact.js';

interface DraftStandingViewProps {
  operator: OperatorDataResponse;
  target: FeedbackTarget;
  /** The link's client and date, carried over to a newer draft's link. */
  client: string;
  date: string;
}

/**
 * The draft page's body by where the draft stands: open to an answer (DraftReview), approved
 * (the image stays, with the date), or replaced by a newer draft (a notice linking to it, and
 * nothing to approve here).
 */
export function DraftStandingView({ operator, target, client, date }: DraftStandingViewProps) {
  const { t } = useTranslation();
  const { standing, supersede } = useDraftStanding(target);
  const served = useServedDraft(target);
  const contact = <WhatsAppContact businessName={operator.businessName} contactPhone={operator.contactPhone} />;
  switch (standing.status) {
    case 'loading':
      return <LoadingIndicator label={t('view.loading')} />;
    case 'open':
      return <DraftWithLayout operator={operator} target={target} onSuperseded={supersede} />;
    case 'approved':
      return (
        <>
          <ApprovedDraft draftId={target.draftId} approvedAt={standing.approvedAt} size={served?.size} />
          {contact}
        </>
      );
    case 'superseded':
      return (
        <>
          <SupersededNotice businessName={operator.businessName} newerPath={newerDraftPath(target, standing.newerDraftId, client, date)} />
          {contact}
        </>
      );
    default:
      return assertNever(standing);
  }
}

/** The newer draft's page, on the same operator, client, date and request as this link. */
function newerDraftPath(target: FeedbackTarget, newerDraftId: string, client: string, date: string): string {
  const url = new URL(buildShareUrl({ origin: 'http://localhost', userId: target.operatorId, draftId: newerDraftId, client, date, requestId: target.requestId }));
  return `${url.pathname}${url.search}`;
}
