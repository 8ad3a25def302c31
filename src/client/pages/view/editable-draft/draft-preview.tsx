import { useTranslation } from 'react-i18next';
import { draftImageSrcSet, draftImageUrl } from '../../../../shared/drafts/draft-display-widths.js';
import type { DraftPreviewFacts } from './draft-preview-facts.js';
import './editable-draft.css';

/** As wide as DraftCanvas draws (640 CSS px at most) within the page's margins. */
const sizes = '(max-width: 680px) calc(100vw - 2rem), 640px';

/**
 * The draft as the server drew it (with its 'BOZZA'), in the very box the editable drawing takes
 * once Konva has loaded, with the same hint and send button around it: the page paints the draft
 * before any script, and the drawing replaces it without moving anything. The button waits for
 * the drawing, where the client's texts are changed.
 */
export function DraftPreview({ draftId, facts }: { draftId: string; facts: DraftPreviewFacts }) {
  const { t } = useTranslation();
  const hasFields = facts.fieldCount > 0;
  return (
    <section className="editable-draft" aria-label={t('view.imageAlt')} data-testid="editable-draft-preview">
      {hasFields && <p className="editable-draft__hint">{t('view.editable.hint')}</p>}
      <div className="editable-draft__frame">
        <img
          className="editable-draft__preview"
          src={draftImageUrl(draftId)}
          srcSet={draftImageSrcSet(draftId, facts.width)}
          sizes={sizes}
          width={facts.width}
          height={facts.height}
          alt={t('view.imageAlt')}
          fetchPriority="high"
        />
      </div>
      {hasFields && (
        <div className="editable-draft__send">
          <button type="button" className="button button--primary" disabled>
            {t('view.editable.send')}
          </button>
          <p className="editable-draft__note">{t('view.editable.noChanges')}</p>
        </div>
      )}
    </section>
  );
}
