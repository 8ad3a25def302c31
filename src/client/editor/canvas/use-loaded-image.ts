import { useEffect, useState } from 'react';

export type LoadedImage = { status: 'loading'; image: null } | { status: 'loaded'; image: HTMLImageElement } | { status: 'failed'; image: null };

const loading: LoadedImage = { status: 'loading', image: null };

/** Loads an image for Konva; a new src starts over, an unmounted component ignores the result. */
export function useLoadedImage(src: string | null): LoadedImage {
  const [result, setResult] = useState<{ src: string | null; image: LoadedImage }>({ src, image: loading });
  useEffect(() => {
    if (src === null) return undefined;
    let isCurrent = true;
    const image = new window.Image();
    image.onload = () => {
      if (isCurrent) setResult({ src, image: { status: 'loaded', image } });
    };
    image.onerror = () => {
      if (isCurrent) setResult({ src, image: { status: 'failed', image: null } });
    };
    image.src = src;
    return () => {
      isCurrent = false;
    };
  }, [src]);
  return result.src === src ? result.image : loading;
}
