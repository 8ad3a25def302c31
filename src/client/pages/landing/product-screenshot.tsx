import { preload } from 'react-dom';
import { ScreenshotPicture } from './screenshot-picture.js';
import type { Screenshot } from './screenshots.js';
import './product-screenshot.css';

interface ProductScreenshotProps {
  screenshot: Screenshot;
  alt: string;
  sizes: string;
  /** The hero's image: fetched first and at once; every other one waits until it nears the viewport. */
  isPriority?: boolean;
}

/** A screenshot in a light browser-window frame. */
export function ProductScreenshot({ screenshot, alt, sizes, isPriority = false }: ProductScreenshotProps) {
  // React preloads a lone high-priority img by itself, but not one in a <picture>: the hero's AVIF
  // is preloaded here, in <head>, so it is fetched with the stylesheet and not after it.
  if (isPriority) preload(screenshot.avifSrc, { as: 'image', type: 'image/avif', imageSrcSet: screenshot.avifSrcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <div className="product-screenshot">
      <ScreenshotPicture
        className="product-screenshot__image"
        screenshot={screenshot}
        sizes={sizes}
        alt={alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding={isPriority ? 'auto' : 'async'}
      />
    </div>
  );
}
