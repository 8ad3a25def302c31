import { useEffect, useState } from 'react';

/**
 * The template decoded once at full size, for exports (see RenderOptions.templateBitmap); null
 * until ready or when the browser cannot make one, and the export then draws the <img> itself.
 */
export function useTemplateBitmap(image: HTMLImageElement | null): ImageBitmap | null {
  const [bitmap, setBitmap] = useState<{ source: HTMLImageElement; bitmap: ImageBitmap } | null>(null);
  useEffect(() => {
    if (image === null) return undefined;
    let isCurrent = true;
    let made: ImageBitmap | null = null;
    createImageBitmap(image).then(
      (result) => {
        made = result;
        if (isCurrent) setBitmap({ source: image, bitmap: result });
        else result.close();
      },
      (error: unknown) => console.error('the template could not be decoded ahead of export', error),
    );
    return () => {
      isCurrent = false;
      made?.close();
    };
  }, [image]);
  return bitmap !== null && bitmap.source === image ? bitmap.bitmap : null;
}
