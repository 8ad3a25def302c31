import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorDataResponse } from '../../../../shared/api/public-catalog.js';
import { LoadingIndicator } from '../../../app/loading-indicator';
import { DraftReview } from '../draft-review';
import type { FeedbackTarget } from '../use-client-feedback';
import { type DraftLayoutState, loadDraftLayout } from './load-draft-layout';

// Konva, the kinds' drawing and the layout schema load only for a draft that has a layout.
const EditableDraft = lazy(() => import('./editable-draft').then((module) => ({ default: module.EditableDraft })));

/** A failed chunk or drawing falls back to the draft's image: the client can always judge it. */
class FallBackToImage extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[view] the editable draft failed; showing the image', error);
  }

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

/**
 * The draft of an account layout is drawn from its document, with the texts the operator marked
 * 'Modificabile dal cliente' editable in place; any other draft shows its image as before. The
 * approve and change-request answers stay below either way.
 */
export function DraftWithLayout({ operator, target, onSuperseded }: { operator: OperatorDataResponse; target: FeedbackTarget; onSuperseded?: (newerDraftId: string) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DraftLayoutState>({ status: 'loading' });
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void loadDraftLayout(target.draftId, target.operatorId, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [target.draftId, target.operatorId]);

  if (state.status === 'loading') return <LoadingIndicator label={t('view.loading')} />;
  const superseded = onSuperseded === undefined ? {} : { onSuperseded };
  const imageReview = <DraftReview operator={operator} target={target} {...superseded} />;
  if (state.status === 'image' || hasFailed) return imageReview;
  const picture = (
    <FallBackToImage fallback={<DraftImageOnly draftId={target.draftId} />}>
      <Suspense fallback={<LoadingIndicator label={t('view.loading')} />}>
        <EditableDraft data={state.data} target={target} businessName={operator.businessName} onInvalid={() => setHasFailed(true)} />
      </Suspense>
    </FallBackToImage>
  );
  return <DraftReview operator={operator} target={target} picture={picture} {...superseded} />;
}

function DraftImageOnly({ draftId }: { draftId: string }) {
  const { t } = useTranslation();
  return <img className="view-page__image" src={`/api/get-draft?id=${encodeURIComponent(draftId)}`} alt={t('view.imageAlt')} />;
}
