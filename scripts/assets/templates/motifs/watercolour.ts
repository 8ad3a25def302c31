import type { Rng } from '../prng.js';
import { el, g, type SvgDoc } from '../svg.js';
import { blobPath } from './shapes.js';

/**
 * Watercolour wash without blur filters (slow in librsvg at print size): translucent, irregular
 * blobs whose fill darkens towards the rim, as pigment pools at the edge of a real wash.
 */
const gradients = new WeakMap<SvgDoc, Map<string, string>>();

function rimGradient(doc: SvgDoc, color: string): string {
  const perDoc = gradients.get(doc) ?? new Map<string, string>();
  gradients.set(doc, perDoc);
  const known = perDoc.get(color);
  if (known) return known;
  const id = doc.id('wash');
  doc.def(
    el(
      'radialGradient',
      { id, cx: 0.45, cy: 0.45, r: 0.55 },
      el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': 0.1 }),
      el('stop', { offset: 0.7, 'stop-color': color, 'stop-opacity': 0.2 }),
      el('stop', { offset: 0.93, 'stop-color': color, 'stop-opacity': 0.34 }),
      el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0.42 }),
    ),
  );
  perDoc.set(color, id);
  return id;
}

export function wash(doc: SvgDoc, rng: Rng, r: number, color: string, layers = 4): string {
  const fill = `url(#${rimGradient(doc, color)})`;
  const parts: string[] = [];
  for (let i = 0; i < layers; i += 1) {
    const phases = Array.from({ length: 6 }, () => rng.range(0, 6.3));
    const d = blobPath(r * rng.range(0.6, 1), rng.range(0.2, 0.32), phases);
    const dx = (rng.range(-0.18, 0.18) * r).toFixed(1);
    const dy = (rng.range(-0.18, 0.18) * r).toFixed(1);
    parts.push(el('path', { d, transform: `translate(${dx} ${dy})`, fill }));
  }
  return g({}, ...parts);
}
