import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientAction } from '../../../shared/api/public-catalog.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { ChangeRequestForm } from './change-request-form.js';
import { useClientFeedback, type FeedbackTarget } from './use-client-feedback.js';
import './client-actions.css';

interface ClientActionsProps {
  target: FeedbackTarget;
  businessName: string;
  onSent: (action: ClientAction) => void;
  /** The server refused the answer: the operator has shared a newer draft meanwhile. */
  onSuperseded?: (newerDraftId: string) => void;
}

/**
 * Approve, or ask for changes (a text form; cancel returns to the two buttons). A failed send is
 * an alert asking to retry or to contact the operator directly (spec part 2 §8).
 */
export function ClientActions({ target, businessName, onSent, onSuperseded }: ClientActionsProps) {
  const { t } = useTranslation();
  const { isSending, send } = useClientFeedback(target);
  const [isEditing, setIsEditing] = useState(false);
  const [changes, setChanges] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const requestChangesRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const name = businessName.trim();

  // Back from the form, the focus returns to the button that opened it.
  useEffect(() => {
    if (!isEditing && wasEditing.current) requestChangesRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const answer = async (action: ClientAction, text: string) => {
    const result = await send(action, text);
    if (result.kind === 'sent') onSent(action);
    else if (result.kind === 'superseded' && onSuperseded !== undefined) onSuperseded(result.newerDraftId);
    else setAlert(name === '' ? t('view.sendErrorNoName') : t('view.sendError', { name }));
  };

  const onSendChanges = () => {
    const text = changes.trim();
    if (text === '') {
      setAlert(t('view.emptyChanges'));
      return;
    }
    void answer('request_changes', text);
  };

  const onCancel = () => {
    setChanges('');
    setIsEditing(false);
  };

  return (
    <section className="view-page__actions" aria-labelledby="view-question">
      <h2 id="view-question" className="view-page__question">
        {t('view.question')}
      </h2>
      {isEditing ? (
        <ChangeRequestForm value={changes} isSending={isSending} onChange={setChanges} onSubmit={onSendChanges} onCancel={onCancel} />
      ) : (
        <div className="view-actions">
          <button type="button" className="button button--primary" data-testid="view-approve" disabled={isSending} aria-busy={isSending} onClick={() => void answer('approve', '')}>
            {t('view.approve')}
          </button>
          <button ref={requestChangesRef} type="button" className="button button--secondary" data-testid="view-request-changes" disabled={isSending} onClick={() => setIsEditing(true)}>
            {t('view.requestChanges')}
          </button>
        </div>
      )}
      {isSending && !isEditing && (
        <p className="view-changes__progress" role="status">
          {t('view.sending')}
        </p>
      )}
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </section>
  );
}
