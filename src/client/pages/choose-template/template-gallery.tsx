import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import type { Format } from '../../../shared/catalog/formats.js';
import { previewSizeOf } from '../../../shared/catalog/print-size.js';
import { resolveTemplateAccess } from '../../../shared/catalog/template-access.js';
import type { ActiveThemeKey } from '../../../shared/catalog/themes.js';
import { useSession } from '../../api/use-session.js';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { buildEditorNavigationState, buildEditorPath, type EditorStart } from '../../catalog/templates/editor-route.js';
import { useSelectableTemplates } from '../../catalog/templates/use-selectable-templates.js';
import { useTemplatePurchase } from '../../purchase/use-template-purchase.js';
import { SelectionEmptyState } from './selection-empty-state.js';
import { TemplateActionPanel } from './template-action-panel.js';
import { TemplateCard } from './template-card.js';
import { TemplateLightbox } from './template-lightbox.js';
import '../../catalog/templates/template-grid.css';

/** The grid of one theme and format, with its lightbox, action panel and purchase dialogs. */
export function TemplateGallery({ theme, format }: { theme: ActiveThemeKey; format: Format }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const selectable = useSelectableTemplates(theme, format.key);
  const { onStartPurchase, purchasingId, purchaseDialogs } = useTemplatePurchase();
  const [selected, setSelected] = useState<CatalogTemplate | null>(null);
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  // One clock reading per visit: a pass expiring while the page is open changes on the next visit.
  const [now] = useState(() => new Date());
  const freeNoteId = useId();

  // Until /api/me answers, a logged-in user would briefly see every card unlocked.
  if (session.status === 'loading' || selectable.status === 'loading') {
    return <LoadingIndicator label={t('chooseTemplate.loading')} />;
  }

  if (selectable.status === 'error') {
    return (
      <SelectionEmptyState title={t('chooseTemplate.loadErrorTitle')} text={t('chooseTemplate.loadError')} icon="warning" role="alert">
        <button type="button" className="button button--primary" onClick={selectable.onRetry}>
          {t('chooseTemplate.retry')}
        </button>
      </SelectionEmptyState>
    );
  }

  const { templates } = selectable;
  if (templates.length === 0) {
    return (
      <SelectionEmptyState title={t('chooseTemplate.emptyTitle')} text={t('chooseTemplate.emptyText')}>
        <Link to={`/choose-format/${theme}`} className="button button--primary">
          {t('selection.backToFormats')}
        </Link>
      </SelectionEmptyState>
    );
  }

  const viewer = { isLoggedIn: session.isLoggedIn, canUpload: session.me.limits.canUpload, unlockedTemplates: session.me.unlockedTemplates };
  const imageSize = previewSizeOf(format);
  const themeLabel = t(`catalog.themes.${theme}`);
  const formatLabel = t(`catalog.formats.${format.key}`);

  const hasLockedCard = templates.some((template) => ['locked', 'exhausted'].includes(resolveTemplateAccess(template.id, viewer, now).kind));

  function onSelect(template: CatalogTemplate) {
    setSelected(template);
    setIsPanelOpen(true);
  }

  function openEditor(template: CatalogTemplate, start: EditorStart = 'starter') {
    void navigate(buildEditorPath(theme, format.key, template.fileName), { state: buildEditorNavigationState(template, start) });
  }

  function onCustomize(start: EditorStart) {
    if (selected !== null) openEditor(selected, start);
  }

  return (
    <>
      {/* Said once for the grid, not under every locked card: what the free editor gives. */}
      {hasLockedCard && (
        <p id={freeNoteId} className="template-gallery__free-note">
          {t('chooseTemplate.openFreeNote')}
        </p>
      )}
      <ul className={`template-grid template-grid--${format.key}`} aria-label={t('chooseTemplate.gridLabel')}>
        {templates.map((template, index) => (
          <li key={template.id}>
            <TemplateCard
              template={template}
              access={resolveTemplateAccess(template.id, viewer, now)}
              freeNoteId={freeNoteId}
              imageWidth={imageSize.width}
              imageHeight={imageSize.height}
              isSelected={selected?.id === template.id}
              isPurchasing={purchasingId === template.id}
              onSelect={onSelect}
              onZoom={() => setLightboxIndex(index)}
              onPurchase={onStartPurchase}
              onOpenFree={openEditor}
            />
          </li>
        ))}
      </ul>
      <TemplateLightbox templates={templates} format={format} index={lightboxIndex} onClose={() => setLightboxIndex(null)} />
      {isPanelOpen && selected !== null && (
        <TemplateActionPanel
          template={selected}
          themeLabel={themeLabel}
          formatLabel={formatLabel}
          canCustomize={session.isLoggedIn}
          onCustomize={onCustomize}
          onClose={() => setIsPanelOpen(false)}
        />
      )}
      {purchaseDialogs}
    </>
  );
}
