import type { ImgHTMLAttributes } from 'react';
import type { Screenshot } from './screenshots.js';

interface ScreenshotPictureProps extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'alt' | 'loading' | 'fetchPriority' | 'decoding'> {
  screenshot: Screenshot;
  sizes: string;
}

/**
 * A screenshot as AVIF, at the width the layout shows it (`sizes`), with the WebP copies for a
 * browser without AVIF. The img keeps the intrinsic size, so the box is reserved either way.
 */
export function ScreenshotPicture({ screenshot, sizes, ...imageProps }: ScreenshotPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={screenshot.avifSrcSet} sizes={sizes} />
      <img src={screenshot.src} srcSet={screenshot.srcSet} sizes={sizes} width={screenshot.width} height={screenshot.height} {...imageProps} />
    </picture>
  );
}
