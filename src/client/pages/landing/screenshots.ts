import dashboard1280 from '../../assets/screenshots/dashboard-1280.webp';
import dashboardAvif from '../../assets/screenshots/dashboard-1280.webp?responsive';
import dashboard640 from '../../assets/screenshots/dashboard-640.webp';
import editorPostcard1280 from '../../assets/screenshots/editor-postcard-1280.webp';
import editorPostcardAvif from '../../assets/screenshots/editor-postcard-1280.webp?responsive';
import editorPostcard640 from '../../assets/screenshots/editor-postcard-640.webp';
import templateGrid1280 from '../../assets/screenshots/template-grid-1280.webp';
import templateGridAvif from '../../assets/screenshots/template-grid-1280.webp?responsive';
import templateGrid640 from '../../assets/screenshots/template-grid-640.webp';

/**
 * Screenshots of our own app, made by scripts/screenshots/capture-landing-screenshots.ts: WebP,
 * 1280×800 and half that. Imported, so Vite gives them hashed, long-cacheable URLs. The build
 * adds AVIF copies of the large one at 480, 720, 960 and 1280 px (`?responsive`,
 * scripts/vite/responsive-images.ts): a third of the bytes, and a phone gets the width it shows.
 */
export interface Screenshot {
  /** The WebP fallback, for browsers without AVIF. */
  src: string;
  srcSet: string;
  /** The AVIF copies, offered first (a <picture> source). */
  avifSrcSet: string;
  /** The AVIF copy a phone shows: the href of the hero's preload. */
  avifSrc: string;
  /** Intrinsic size: the img's width and height attributes, so the browser reserves the box. */
  width: number;
  height: number;
}

function describeScreenshot(small: string, large: string, avif: { src: string; srcSet: string }): Screenshot {
  return { src: small, srcSet: `${small} 640w, ${large} 1280w`, avifSrcSet: avif.srcSet, avifSrc: avif.src, width: 1280, height: 800 };
}

export const screenshots = {
  editorPostcard: describeScreenshot(editorPostcard640, editorPostcard1280, editorPostcardAvif),
  templateGrid: describeScreenshot(templateGrid640, templateGrid1280, templateGridAvif),
  dashboard: describeScreenshot(dashboard640, dashboard1280, dashboardAvif),
} as const;

/** Shown in one of two columns from 960 px, else across the content width (gutters 1 to 2 rem). */
export const columnImageSizes = '(min-width: 960px) 560px, calc(100vw - 2rem)';
