import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { designFormatOf, designImageOf, designNameOf, liveTextSourceOf, type CatalogueDesign, type DesignImage } from '../catalogue-design.js';
import type { StarterForm } from '../../../../shared/layout/create-starter-document.js';
import type { LiveText } from './live-text/load-live-text.js';
import './request-preview.css';

/** Canvas px per CSS px at most: sharper costs memory and a slower clear on phones. */
const maxPixelRatio = 2;

/**
 * The chosen design in the request modal. A built-in template shows its designed starter; once
 * the drawing code (its own chunk, fetched when the modal opens), the starter and its fonts are
 * in, the picture becomes the words-free backdrop and the words are drawn over it on a canvas:
 * the client's names and date as they type them, in the design's fonts. A keystroke redraws the
 * words only, in the same frame. Uploads and layouts show their picture as it is.
 */
export function RequestPreview({ design, names, eventDate }: { design: CatalogueDesign; names: string; eventDate: string }) {
  const { t } = useTranslation();
  const source = liveTextSourceOf(design);
  const image = modalImageOf(design);
  const [live, setLive] = useState<LiveText | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  const templatePath = source?.templatePath;
  const backdropUrl = source?.backdropUrl;
  useEffect(() => {
    if (templatePath === undefined || backdropUrl === undefined) return undefined;
    let isCurrent = true;
    import('./live-text/load-live-text.js')
      .then(({ loadLiveText }) => loadLiveText(templatePath, backdropUrl))
      .then((loaded) => {
        if (isCurrent) setLive(loaded);
      })
      .catch((error: unknown) => console.error('[catalogue] the live preview is unavailable', error));
    return () => {
      isCurrent = false;
    };
  }, [templatePath, backdropUrl]);

  // The canvas takes its box's size (sharp on the phone's screen) when it appears and when the
  // box changes, not at each keystroke: measuring forces a layout in the middle of the frame.
  const lastForm = useRef<StarterForm>({ names, eventDate });
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (live === null || canvas === null) return undefined;
    const fit = (): boolean => {
      const cssWidth = canvas.getBoundingClientRect().width || image.width;
      const width = Math.round(cssWidth * Math.min(window.devicePixelRatio || 1, maxPixelRatio));
      if (canvas.width === width) return false;
      canvas.width = width;
      canvas.height = Math.round((width * live.height) / live.width);
      return true;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (fit()) live.draw(canvas, lastForm.current);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [live, image.width]);

  // Before paint: the backdrop never shows without its words, and a keystroke's words are in its own frame.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    lastForm.current = { names, eventDate };
    if (live !== null && canvas !== null) live.draw(canvas, lastForm.current);
  }, [live, names, eventDate]);

  const words = [names.trim(), eventDate.trim()].filter((word) => word !== '').join(', ');
  const isLive = live !== null && source !== null;
  return (
    <figure className="request-preview" data-testid="request-preview" data-live={isLive ? 'ready' : 'static'}>
      <div className="request-preview__frame" style={{ aspectRatio: `${image.width} / ${image.height}`, '--preview-ratio': String(image.width / image.height) } as CSSProperties}>
        <img className="request-preview__image" src={isLive ? source.backdropUrl : image.src} width={image.width} height={image.height} alt={t('requestModal.previewAlt', { name: designNameOf(design) })} />
        {isLive && <canvas ref={canvasRef} className="request-preview__words" aria-hidden="true" data-testid="request-preview-words" />}
      </div>
      {isLive && (
        <figcaption className="request-preview__caption" aria-live="polite">
          {words === '' ? t('requestModal.previewHint') : <span className="visually-hidden">{t('requestModal.previewWords', { words })}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/** The modal's picture: the card's largest, at the design's own proportions. */
function modalImageOf(design: CatalogueDesign): DesignImage {
  if (design.kind === 'layout') return { src: design.layout.preview, width: design.layout.width, height: design.layout.height };
  const format = designFormatOf(design);
  return format === undefined ? { src: design.template.preview, width: 600, height: 600 } : designImageOf(design, format);
}
