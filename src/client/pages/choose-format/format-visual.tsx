import type { Format } from '../../../shared/catalog/formats.js';

/**
 * A small drawing of the format's proportions in CSS: the paper box takes the format's aspect
 * ratio from its class, with photo slots as a postcard or strip would have them.
 */
export function FormatVisual({ format }: { format: Format }) {
  const isStrip = format.key.startsWith('photostrip');
  const slotCount = isStrip ? 3 : 1;
  return (
    <span className="format-visual" aria-hidden="true">
      <span className={`format-visual__paper format-visual__paper--${format.key}`}>
        {Array.from({ length: slotCount }, (_, index) => (
          <span key={index} className="format-visual__slot" />
        ))}
        <span className="format-visual__caption" />
      </span>
    </span>
  );
}
