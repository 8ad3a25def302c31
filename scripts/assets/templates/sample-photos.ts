import type { Rect } from './layout.js';
import { el, g, linearGradient, radialGradient } from './svg.js';

/**
 * Procedural stand-ins for event photos ("see it with photos"): a lit scene and
 * silhouettes of people, drawn in a 400 × 300 box and scaled to cover any frame. Nothing is
 * downloaded; the same index always gives the same picture.
 */

export const samplePhotoCount = 6;
const W = 400;
const H = 300;

/** A standing person from the waist up: head and shoulders, centred on x, feet below the box. */
function person(x: number, scale: number, fill: string, tilt = 0): string {
  const head = el('ellipse', { cx: 0, cy: -150, rx: 24, ry: 28, fill });
  const hair = el('path', { d: 'M-26 -150C-28 -190 26 -192 26 -150C20 -172 -20 -172 -26 -150Z', fill, opacity: 0.9 });
  const body = el('path', { d: 'M-62 40C-64 -60 -48 -112 0 -114C48 -112 64 -60 62 40Z', fill });
  const neck = el('rect', { x: -10, y: -128, width: 20, height: 20, fill });
  return g({ transform: `translate(${x} ${H}) rotate(${tilt}) scale(${scale})` }, body, neck, head, hair);
}

function bokeh(seed: number, colours: readonly string[], count: number, maxR: number): string {
  const dots: string[] = [];
  let s = seed;
  const next = (): number => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  for (let i = 0; i < count; i += 1) {
    dots.push(el('circle', { cx: next() * W, cy: next() * H * 0.8, r: 6 + next() * maxR, fill: colours[i % colours.length], opacity: 0.25 + next() * 0.4 }));
  }
  return dots.join('');
}

function scene(index: number, id: string): string {
  switch (index % samplePhotoCount) {
    case 0: // Sunset on the beach, a couple.
      return (
        linearGradient(`${id}s`, [[0, '#f6a05a'], [0.55, '#f3c98b'], [1, '#e88aa0']]) +
        el('rect', { width: W, height: H, fill: `url(#${id}s)` }) +
        el('circle', { cx: 250, cy: 170, r: 46, fill: '#fff1c9', opacity: 0.9 }) +
        el('rect', { y: 190, width: W, height: 110, fill: '#5d7fa6' }) +
        el('rect', { y: 190, width: W, height: 8, fill: '#f7d7a8', opacity: 0.7 }) +
        person(150, 0.95, '#2b2230', -3) +
        person(232, 1.02, '#2b2230', 4)
      );
    case 1: // A garden in soft light, two friends.
      return (
        radialGradient(`${id}s`, [[0, '#e8f1c8'], [0.6, '#9cc28a'], [1, '#4e7a55']], { cx: 0.4, cy: 0.3, r: 0.9 }) +
        el('rect', { width: W, height: H, fill: `url(#${id}s)` }) +
        bokeh(7, ['#ffffff', '#f6f0b0', '#d7f0c0'], 24, 18) +
        person(140, 0.9, '#3b4a3a') +
        person(262, 0.98, '#6a4b3e', -4)
      );
    case 2: // A party at night: coloured lights, three people.
      return (
        linearGradient(`${id}s`, [[0, '#2a1446'], [1, '#4b1f5e']]) +
        el('rect', { width: W, height: H, fill: `url(#${id}s)` }) +
        bokeh(3, ['#ff6fb5', '#ffd25a', '#5ee0ff', '#9d7bff'], 30, 16) +
        person(100, 0.82, '#15091f', 5) +
        person(200, 0.95, '#1c0d29') +
        person(305, 0.85, '#15091f', -6)
      );
    case 3: // A meadow under a blue sky, hills, one person.
      return (
        linearGradient(`${id}s`, [[0, '#8cc3f0'], [0.7, '#d6ecfb']]) +
        el('rect', { width: W, height: H, fill: `url(#${id}s)` }) +
        el('ellipse', { cx: 110, cy: 70, rx: 60, ry: 18, fill: '#ffffff', opacity: 0.8 }) +
        el('path', { d: `M0 210Q120 150 240 200T${W} 190V${H}H0Z`, fill: '#7fb069' }) +
        el('path', { d: `M0 250Q150 215 280 245T${W} 240V${H}H0Z`, fill: '#5c9151' }) +
        person(215, 0.88, '#33423a')
      );
    case 4: // Golden hour portrait, one face close up.
      return (
        radialGradient(`${id}s`, [[0, '#ffe3a8'], [0.5, '#f0b46c'], [1, '#a45d3c']], { cx: 0.7, cy: 0.25, r: 0.9 }) +
        el('rect', { width: W, height: H, fill: `url(#${id}s)` }) +
        bokeh(11, ['#fff4d6', '#ffd59a'], 14, 22) +
        person(190, 1.5, '#4a2a22', 3)
      );
    default: // City lights in the evening, a couple.
      return (
        linearGradient(`${id}s`, [[0, '#1b2a4a'], [1, '#3c4f7a']]) +
        el('rect', { width: W, height: H, fill: `url(#${id}s)` }) +
        [30, 95, 150, 230, 300, 350]
          .map((x, i) => el('rect', { x, y: 90 + (i % 3) * 25, width: 48, height: 210, fill: '#0f1830', opacity: 0.9 }))
          .join('') +
        bokeh(5, ['#ffd88a', '#ffe9b8'], 40, 5) +
        person(160, 0.95, '#0a0f1e', -2) +
        person(245, 0.9, '#0a0f1e', 3)
      );
  }
}

/** Sample photo `index` covering `r` (centre crop), for an SVG whose user units are template pixels. */
export function samplePhotoSvg(r: Rect, index: number, id: string): string {
  return el(
    'svg',
    { x: r.x, y: r.y, width: r.w, height: r.h, viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'xMidYMid slice', overflow: 'hidden' },
    scene(index, id),
  );
}

/** One sample photo as a standalone SVG of the given pixel size (the editor's photo preview). */
export function samplePhotoFile(index: number, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${samplePhotoSvg({ x: 0, y: 0, w: width, h: height }, index, `p${index}`)}</svg>`;
}
