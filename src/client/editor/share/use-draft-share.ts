import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDraftId, draftIdRandomBytes } from '../../../shared/drafts/create-draft-id.js';
import { buildShareUrl } from '../../../shared/drafts/share-url.js';
import type { DraftLayoutRef } from '../../../shared/api/layouts.js';
import { useSession } from '../../api/use-session.js';
import { buildLoginUrl } from '../../app/auth-urls.js';
import type { AlertAction } from '../../ui/alert-dialog.js';
import { useEditor } from '../editor-context.js';
import { describeFailure } from '../export/describe-failure.js';
import { findPrintableLayers } from '../export/printable-layers.js';
import { exportLayout } from '../export/export-layout.js';
import { readFileAsDataUrl } from '../../files/read-file-as-data-url.js';
import { createDraft, updateRequestDraftId } from './draft-api.js';
import type { ShareDetails } from './share-details-dialog.js';

/** Spec §9: drafts are drawn at 1.5 times the size shown on screen. */
const draftScale = 1.5;

interface ShareArgs {
  /** From a client request (navigation state): the draft is attached to it. */
  requestId?: string;
  initialDetails: ShareDetails;
  /** An account layout: its pending edits are saved first, and the draft names the revision. */
  resolveLayoutRef?: () => Promise<DraftLayoutRef | null>;
}

export type ShareStep = { kind: 'idle' } | { kind: 'details'; isWorking: boolean } | { kind: 'link'; url: string };

export interface DraftShare {
  share: () => void;
  isBusy: boolean;
  /** The dialogs' state (share/share-dialogs.tsx draws them). */
  step: ShareStep;
  initialDetails: ShareDetails;
  submit: (details: ShareDetails) => void;
  close: () => void;
  alert: { message: string; action?: AlertAction } | null;
  dismissAlert: () => void;
}

/**
 * The share flow: details dialog, the draft (of an account layout: drawn by the server
 * from the saved revision; otherwise drawn here at 1.5× the screen size; with the large 'BOZZA'
 * when the plan has no upload rights), stored by POST /api/create-draft, attached
 * to the client request it came from, then the link dialog. The demo editor invites the visitor
 * to register instead.
 */
export function useDraftShare({ requestId, initialDetails, resolveLayoutRef }: ShareArgs): DraftShare {
  const { document, stage, fitScale: scale, limits, templateBitmap } = useEditor();
  const { t } = useTranslation();
  const { me } = useSession();
  const [step, setStep] = useState<ShareStep>({ kind: 'idle' });
  const [alert, setAlert] = useState<{ message: string; action?: AlertAction } | null>(null);

  const share = () => {
    if (limits.isDemo || me.user === null) {
      // The way on: the sign-up for a visitor; an operator trying the demo makes a layout of their own.
      const action = me.user === null ? { label: t('dialog.signUp'), href: buildLoginUrl('/dashboard', { isSignup: true }) } : { label: t('prova.createLayout'), to: '/choose-theme' };
      setAlert({ message: t('editor.share.demoAlert'), action });
      return;
    }
    setStep({ kind: 'details', isWorking: false });
  };

  const onSubmit = async (details: ShareDetails) => {
    const userId = me.user?.id;
    if (document === null || userId === undefined) return;
    setStep({ kind: 'details', isWorking: true });
    try {
      const draftId = createDraftId(document.template.path, new Date(), crypto.getRandomValues(new Uint8Array(draftIdRandomBytes)));
      const layoutRef = resolveLayoutRef === undefined ? null : await resolveLayoutRef();
      if (layoutRef !== null) {
        // The server draws the saved revision itself (with 'BOZZA' when the plan has no upload rights).
        await createDraft({ draftId, ...layoutRef });
      } else {
        const blob = await exportLayout({
          printable: findPrintableLayers(stage.current),
          document,
          format: 'png',
          pixelRatio: draftScale * scale,
          // The server draws the large 'BOZZA' itself unless the operator is entitled to the
          // template (it judges that, not this page): drawn here too, it would be there twice.
          watermark: 'none',
          demoText: t('editor.download.demoWatermark'),
          draftText: t('editor.download.draftWatermark'),
          templateBitmap,
        });
        await createDraft({ image: await readFileAsDataUrl(blob), draftId });
      }
      if (requestId !== undefined) {
        // The link works even if attaching fails; the operator can still send it by hand.
        await updateRequestDraftId({ requestId, draftId }).catch((error: unknown) => console.error('could not attach the draft to the request', error));
      }
      const url = buildShareUrl({ origin: window.location.origin, userId, draftId, client: details.client, date: details.date, ...(requestId === undefined ? {} : { requestId }) });
      setStep({ kind: 'link', url });
    } catch (error) {
      setStep({ kind: 'details', isWorking: false });
      setAlert({ message: describeFailure(t, 'draft', error) });
    }
  };

  return {
    share,
    isBusy: step.kind === 'details' && step.isWorking,
    step,
    initialDetails,
    submit: (details) => void onSubmit(details),
    close: () => setStep({ kind: 'idle' }),
    alert,
    dismissAlert: () => setAlert(null),
  };
}
