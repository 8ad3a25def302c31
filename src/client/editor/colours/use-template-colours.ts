import { useEffect, useState } from 'react';
import { extractTemplateColours } from './extract-template-colours.js';

// One shared empty list, so a component that memoises on the swatches does not re-render while waiting.
const noColours: readonly string[] = [];

interface Extracted {
  image: HTMLImageElement | null;
  colours: readonly string[];
}

/**
 * The template colours of the loaded template image: empty until they are extracted (or when
 * there is no image), extracted again when the image changes. A result that arrives after the
 * image changed or the component unmounted is dropped.
 */
export function useTemplateColours(image: HTMLImageElement | null): readonly string[] {
  const [extracted, setExtracted] = useState<Extracted>({ image: null, colours: noColours });
  useEffect(() => {
    if (image === null) return undefined;
    let isCurrent = true;
    void extractTemplateColours(image).then((colours) => {
      if (isCurrent) setExtracted({ image, colours });
    });
    return () => {
      isCurrent = false;
    };
  }, [image]);
  // Keyed by image, so the previous template's colours never show while the new ones are computed.
  return extracted.image === image ? extracted.colours : noColours;
}
