import { useTranslation } from 'react-i18next';
import { ProposalPanel } from './proposal-panel.js';
import type { ClientProposals } from './use-client-proposals.js';

/** For the bar: the way back to a folded proposal panel, with how many proposals wait. */
export function ProposalsButton({ proposals }: { proposals: ClientProposals }) {
  const { t } = useTranslation();
  if (proposals.current === null || proposals.isOpen) return null;
  return (
    <button type="button" className="button button--secondary button--small" data-testid="proposals-open" onClick={() => proposals.setIsOpen(true)}>
      {t('editor.proposals.open', { count: proposals.waiting + 1 })}
    </button>
  );
}

/** The newest client proposal, to accept or refuse, while the panel is open. */
export function ProposalsPanel({ proposals }: { proposals: ClientProposals }) {
  const { current, waiting, isOpen, isWorking, message, decide, setIsOpen } = proposals;
  if (current === null || !isOpen) return null;
  return (
    <ProposalPanel
      proposal={current}
      waiting={waiting}
      isWorking={isWorking}
      message={message}
      onAccept={() => decide('accept')}
      onRefuse={() => decide('refuse')}
      onClose={() => setIsOpen(false)}
    />
  );
}
