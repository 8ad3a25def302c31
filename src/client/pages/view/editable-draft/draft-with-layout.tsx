import { Component, lazy, type ReactNode, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorDataResponse } from '../../../../shared/api/public-catalog.js';
import { draftImageUrl } from '../../../../shared/drafts/draft-display-widths.js';
import { LoadingIndicator } from '../../../app/loading-indicator.js';
import { DraftReview } from '../draft-review.js';
import type { FeedbackTarget } from '../use-client-feedback.js';
import { useServedDraft } from '../use-served-draft.js';
import { DraftPreview } from './draft-preview.js';
import { readDraftPreviewFacts } from './draft-preview-facts.js';
import { type DraftLayoutState, loadDraftLayout } from './load-draft-layout.js';

// Konva, the kinds' drawing and the layout schema load only for a draft that has a layout, and
// only once the page is live: the first paint shows the server's picture of the draft.
const EditableDraft = lazy(() => import('./editable-draft.js').then((module) => ({ default: module.EditableDraft })));

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

/** The layout the server rendered the page with, or what is left to ask for. */
function servedLayoutState(served: ReturnType<typeof useServedDraft>): DraftLayoutState {
  if (served === undefined) return { status: 'loading' };
  return served.layout === null ? { status: 'image' } : { status: 'editable', data: served.layout };
}

/**
 * The draft of an account layout is drawn from its document, with the texts the operator marked
 * 'Modificabile dal cliente' editable in place; any other draft shows its image as before. The
 * approve and change-request answers stay below either way. Until the drawing is ready (and in
 * the server's HTML) the server's picture of the draft stands in its box.
 */
export function DraftWithLayout({ operator, target, onSuperseded }: { operator: OperatorDataResponse; target: FeedbackTarget; onSuperseded?: (newerDraftId: string) => void }) {
  const { t } = useTranslation();
  const served = useServedDraft(target);
  const isServed = served !== undefined;
  const [state, setState] = useState<DraftLayoutState>(() => servedLayoutState(served));
  const [hasFailed, setHasFailed] = useState(false);
  // False in the server's HTML and the hydration that matches it; then the drawing is asked for,
  // in a transition, so the picture stays on screen while Konva's chunk loads.
  const [isLive, setIsLive] = useState(false);
  useEffect(() => startTransition(() => setIsLive(true)), []);
  useEffect(() => {
    // What the server rendered with is this page load's answer: no second request.
    if (isServed) return undefined;
    const controller = new AbortController();
    void loadDraftLayout(target.draftId, target.operatorId, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [target.draftId, target.operatorId, isServed]);

  if (state.status === 'loading') return <LoadingIndicator label={t('view.loading')} />;
  const superseded = onSuperseded === undefined ? {} : { onSuperseded };
  const imageReview = <DraftReview operator={operator} target={target} {...superseded} />;
  if (state.status === 'image' || hasFailed) return imageReview;
  const facts = readDraftPreviewFacts(state.data);
  const preview = facts === null ? <LoadingIndicator label={t('view.loading')} /> : <DraftPreview draftId={target.draftId} facts={facts} />;
  const picture = (
    <FallBackToImage fallback={<DraftImageOnly draftId={target.draftId} />}>
      <Suspense fallback={preview}>
        {isLive ? <EditableDraft data={state.data} target={target} businessName={operator.businessName} onInvalid={() => setHasFailed(true)} placeholder={preview} /> : preview}
      </Suspense>
    </FallBackToImage>
  );
  return <DraftReview operator={operator} target={target} picture={picture} {...superseded} />;
}

function DraftImageOnly({ draftId }: { draftId: string }) {
  const { t } = useTranslation();
  return <img className="view-page__image" src={draftImageUrl(draftId)} alt={t('view.imageAlt')} />;
}
