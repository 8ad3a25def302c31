import type { Screenshot } from './screenshots';
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
  return (
    <div className="product-screenshot">
      <img
        className="product-screenshot__image"
        src={screenshot.src}
        srcSet={screenshot.srcSet}
        sizes={sizes}
        width={screenshot.width}
        height={screenshot.height}
        alt={alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding={isPriority ? 'auto' : 'async'}
      />
    </div>
  );
}
