import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { brandFonts } from './brand-fonts.js';
import { substituteFamily } from './brand-font-registry.js';
import { collectFontFamilies } from '../../fonts/document-font-families.js';
import './missing-fonts-note.css';

/** Above the canvas: the layout names fonts that are gone (deleted brand fonts), drawn in Roboto instead. */
export function MissingFontsNote({ document }: { document: LayoutDocument | null }) {
  const { t } = useTranslation();
  const { substituted } = useSyncExternalStore(brandFonts.subscribe, brandFonts.getState, brandFonts.getState);
  const missing = collectFontFamilies(document).filter((family) => substituted.includes(family));
  if (missing.length === 0) return null;
  return (
    <p className="editor-workspace__note" role="status">
      {t('editor.brandFonts.missingLayoutNote', { count: missing.length, families: missing.map((family) => `«${family}»`).join(', '), fallback: substituteFamily })}
    </p>
  );
}
