import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import type { Format } from '../../../shared/catalog/formats.js';
import { previewSizeOf } from '../../../shared/catalog/print-size.js';
import { shownPreviewOf } from '../../catalog/templates/shown-preview.js';

const plugins = [Captions];
/** Slide padding: the caption's title bar (one line of 125% text and 16 px padding) plus a margin. */
const titleBarRoom = '72px';

interface TemplateLightboxProps {
  templates: readonly CatalogTemplate[];
  format: Format;
  /** The open slide; null when closed. */
  index: number | null;
  onClose: () => void;
}

/**
 * Full-size look at the templates of the grid, with previous/next, arrow keys and Escape (all
 * built into yet-another-react-lightbox, which also returns focus to the zoom button). Its CSS
 * is bundled and its inline styles are set through the DOM, which the CSP allows.
 */
export function TemplateLightbox({ templates, format, index, onClose }: TemplateLightboxProps) {
  const { t } = useTranslation();
  const preview = previewSizeOf(format);
  // Each template as it opens: a built-in one with its starter layout, sample photos and names.
  const slides = templates.map((template) => ({
    src: shownPreviewOf(template),
    alt: template.name,
    title: template.name,
    width: preview.width,
    height: preview.height,
  }));

  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      plugins={plugins}
      className="template-lightbox"
      // The caption's title bar lies over the top of the slide: room on every side (the slide's
      // size is computed from this padding) keeps it off the artwork.
      carousel={{ finite: templates.length <= 1, padding: titleBarRoom }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t('lightbox.label'),
        'Photo gallery': t('lightbox.gallery'),
        Carousel: t('lightbox.gallery'),
        Slide: t('lightbox.slide'),
        '{index} of {total}': t('lightbox.counter'),
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
      }}
    />
  );
}
