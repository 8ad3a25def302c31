import { useTranslation } from 'react-i18next';
import type { LayoutProposal } from '../../../shared/api/client-proposals.js';
import './proposal-panel.css';

interface ProposalPanelProps {
  proposal: LayoutProposal;
  /** How many more wait after this one. */
  waiting: number;
  isWorking: boolean;
  message: string | null;
  onAccept: () => void;
  onRefuse: () => void;
  onClose: () => void;
}

/**
 * A client's proposal from the draft page: per field the operator's text and the client's, and
 * the operator's answer. Accepting saves the client's texts as a new revision of the layout;
 * refusing keeps the layout as it is.
 */
export function ProposalPanel({ proposal, waiting, isWorking, message, onAccept, onRefuse, onClose }: ProposalPanelProps) {
  const { t } = useTranslation();
  const titleId = `proposal-${proposal.id}`;
  return (
    <section className="proposal-panel" role="region" aria-labelledby={titleId} data-testid="proposal-panel">
      <h2 id={titleId} className="proposal-panel__title">
        {t('editor.proposals.title')}
      </h2>
      <p className="proposal-panel__intro">{t('editor.proposals.intro')}</p>
      <ul className="proposal-panel__changes">
        {proposal.changes.map((change) => (
          <li key={change.elementId} className="proposal-panel__change" data-testid="proposal-change">
            <span className="proposal-panel__before">
              <span className="visually-hidden">{t('editor.proposals.before')}: </span>
              {change.before}
            </span>
            <span aria-hidden="true" className="proposal-panel__arrow">
              →
            </span>
            <span className="proposal-panel__after">
              <span className="visually-hidden">{t('editor.proposals.after')}: </span>
              {change.after}
            </span>
          </li>
        ))}
      </ul>
      {waiting > 0 && <p className="proposal-panel__note">{t('editor.proposals.waiting', { count: waiting })}</p>}
      {message !== null && (
        <p className="proposal-panel__message" role="alert">
          {message}
        </p>
      )}
      <div className="proposal-panel__actions">
        <button type="button" className="button button--primary" disabled={isWorking} onClick={onAccept}>
          {t('editor.proposals.accept')}
        </button>
        <button type="button" className="button button--secondary" disabled={isWorking} onClick={onRefuse}>
          {t('editor.proposals.refuse')}
        </button>
        <button type="button" className="button button--secondary" disabled={isWorking} onClick={onClose}>
          {t('editor.proposals.later')}
        </button>
      </div>
    </section>
  );
}
