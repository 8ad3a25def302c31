import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutProposal } from '../../../shared/api/client-proposals.js';
import { serverMessageOf } from '../../api/server-message.js';
import { proposalsApi } from './proposals-api.js';

export interface ClientProposalHooks {
  /** Waits until the editor's own edits are stored; null when they could not be (a conflict, offline). */
  whenSaved: () => Promise<number | null>;
  /** Takes the layout as stored after an accepted proposal as the editor's new baseline. */
  onAccepted: () => Promise<void>;
}

export interface ClientProposals {
  /** The newest pending proposal (null: none), and how many wait behind it. */
  current: LayoutProposal | null;
  waiting: number;
  /** The panel is open, or folded into the bar's button (proposals-view.tsx draws both). */
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
  isWorking: boolean;
  message: string | null;
  decide: (answer: 'accept' | 'refuse') => void;
}

/**
 * The client's pending proposals on the open account layout, looked at when the editor opens
 * and when the operator comes back to the tab. The newest is shown in a panel; accepting first
 * stores the operator's own pending edits, so the client's texts land on top of them.
 */
export function useClientProposals(layoutId: string | null, hooks: ClientProposalHooks): ClientProposals {
  const { t } = useTranslation();
  const [proposals, setProposals] = useState<readonly LayoutProposal[]>([]);
  const [isOpen, setIsOpen] = useState(true);
  const [isWorking, setIsWorking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (layoutId === null) return undefined;
    let isCurrent = true;
    const load = () => {
      proposalsApi.list(layoutId).then(
        (response) => {
          if (isCurrent) setProposals(response.proposals);
        },
        // The editor works without them; the next focus asks again.
        (error: unknown) => console.error('[proposals] the list did not load', error),
      );
    };
    load();
    window.addEventListener('focus', load);
    return () => {
      isCurrent = false;
      window.removeEventListener('focus', load);
    };
  }, [layoutId]);

  const [current] = proposals;
  const none = { current: null, waiting: 0, isOpen, setIsOpen, isWorking, message, decide: () => undefined };
  if (layoutId === null || current === undefined) return none;

  const decide = async (answer: 'accept' | 'refuse') => {
    setIsWorking(true);
    setMessage(null);
    try {
      if (answer === 'accept') {
        if ((await hooks.whenSaved()) === null) {
          setMessage(t('editor.proposals.saveFirst'));
          return;
        }
        await proposalsApi.accept(layoutId, current.id);
        await hooks.onAccepted();
      } else {
        await proposalsApi.refuse(layoutId, current.id);
      }
      setProposals((list) => list.filter((proposal) => proposal.id !== current.id));
    } catch (error) {
      setMessage(t('editor.proposals.error', { message: serverMessageOf(error) ?? t('layouts.defaultError') }));
    } finally {
      setIsWorking(false);
    }
  };

  return { current, waiting: proposals.length - 1, isOpen, setIsOpen, isWorking, message, decide: (answer) => void decide(answer) };
}
