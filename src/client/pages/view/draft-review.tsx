import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientAction, OperatorDataResponse } from '../../../shared/api/public-catalog.js';
import { ClientActions } from './client-actions';
import type { FeedbackTarget } from './use-client-feedback';
import { ViewThankYou } from './view-thank-you';
import { WhatsAppContact } from './whatsapp-contact';

/**
 * The draft and the client's answer to it. Without the image there is nothing to judge: the
 * page then says so and offers no approve or change actions. `picture` replaces the image (the
 * drawn, editable draft of an account layout).
 */
export function DraftReview({ operator, target, picture }: { operator: OperatorDataResponse; target: FeedbackTarget; picture?: ReactNode }) {
  const { t } = useTranslation();
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const [sent, setSent] = useState<ClientAction | null>(null);
  const contact = <WhatsAppContact businessName={operator.businessName} contactPhone={operator.contactPhone} />;

  if (sent !== null) {
    return (
      <>
        <ViewThankYou businessName={operator.businessName} action={sent} />
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
      {!hasImageFailed && <ClientActions target={target} businessName={operator.businessName} onSent={setSent} />}
      {contact}
    </>
  );
}
