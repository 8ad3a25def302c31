import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientAction, OperatorDataResponse } from '../../../shared/api/public-catalog.js';
import { ApprovedDraft } from './approved-draft.js';
import { ClientActions } from './client-actions.js';
import type { FeedbackTarget } from './use-client-feedback.js';
import { ViewThankYou } from './view-thank-you.js';
import { WhatsAppContact } from './whatsapp-contact.js';

/**
 * The draft and the client's answer to it. Without the image there is nothing to judge: the
 * page then says so and offers no approve or change actions. An approved draft stays on the
 * page under the thank-you, with the time of the approval. `picture` replaces the image (the
 * drawn, editable draft of an account layout).
 */
export function DraftReview({
  operator,
  target,
  onSuperseded,
  picture,
}: {
  operator: OperatorDataResponse;
  target: FeedbackTarget;
  onSuperseded?: (newerDraftId: string) => void;
  picture?: ReactNode;
}) {
  const { t } = useTranslation();
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const [sent, setSent] = useState<{ action: ClientAction; at: string } | null>(null);
  const contact = <WhatsAppContact businessName={operator.businessName} contactPhone={operator.contactPhone} />;

  if (sent !== null) {
    return (
      <>
        <ViewThankYou businessName={operator.businessName} action={sent.action} />
        {sent.action === 'approve' && <ApprovedDraft draftId={target.draftId} approvedAt={sent.at} />}
        {contact}
      </>
    );
  }

  return (
    <>
      {picture ?? (hasImageFailed ? (
        <p className="view-page__error" role="alert" data-testid="view-image-error">
          {t('view.imageError')}
        </p>
      ) : (
        <img
          className="view-page__image"
          src={`/api/get-draft?id=${encodeURIComponent(target.draftId)}`}
          alt={t('view.imageAlt')}
          onError={() => setHasImageFailed(true)}
        />
      ))}
      {!hasImageFailed && (
        <ClientActions
          target={target}
          businessName={operator.businessName}
          onSent={(action) => setSent({ action, at: new Date().toISOString() })}
          {...(onSuperseded === undefined ? {} : { onSuperseded })}
        />
      )}
      {contact}
    </>
  );
}
