import { grainTileSize, type DesignContext } from './design.js';
import type { Rect } from './layout.js';
import { archPath, roundRectPath } from './motifs/shapes.js';
import { el, type SvgDoc } from './svg.js';

/** Painting helpers every design shares: photo panels, soft shadows, paper grain, metals. */

export interface PanelStyle {
  radius?: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  /** A second, thin line drawn inside the panel edge: reads as a mat / passe-partout. */
  innerLine?: { color: string; width: number; offset: number; opacity?: number; dash?: number };
  shadow?: { color: string; opacity: number; blur: number; dy: number };
  shape?: 'rect' | 'arch';
}

/**
 * Gaussian blur filter limited to `region` (user space): librsvg's cost grows with the filter
 * area, and the default -10%/120% box around a large panel is several megapixels.
 */
export function blurFilter(doc: SvgDoc, std: number, region: Rect): string {
  const id = doc.id('blur');
  const pad = std * 3;
  doc.def(
    el(
      'filter',
      { id, filterUnits: 'userSpaceOnUse', x: region.x - pad, y: region.y - pad, width: region.w + 2 * pad, height: region.h + 2 * pad },
      el('feGaussianBlur', { stdDeviation: std }),
    ),
  );
  return id;
}

function panelPath(r: Rect, style: PanelStyle, shrink = 0): string {
  const x = r.x + shrink;
  const y = r.y + shrink;
  const w = r.w - 2 * shrink;
  const h = r.h - 2 * shrink;
  if (style.shape === 'arch') return archPath(x, y, w, h, Math.max(0, (style.radius ?? 0) - shrink));
  return roundRectPath(x, y, w, h, Math.max(0, (style.radius ?? 0) - shrink));
}

/** The light area a photo goes on: plain, so any photo placed over it looks intended. */
export function photoPanel(doc: SvgDoc, r: Rect, style: PanelStyle = {}): string {
  const parts: string[] = [];
  if (style.shadow) {
    const s = style.shadow;
    const shadowRect = { ...r, y: r.y + s.dy };
    const f = blurFilter(doc, s.blur, shadowRect);
    parts.push(el('path', { d: panelPath(shadowRect, style), fill: s.color, opacity: s.opacity, filter: `url(#${f})` }));
  }
  parts.push(
    el('path', {
      d: panelPath(r, style),
      fill: style.fill ?? '#ffffff',
      stroke: style.stroke,
      'stroke-width': style.stroke ? (style.strokeWidth ?? 2) : undefined,
    }),
  );
  if (style.innerLine) {
    const line = style.innerLine;
    parts.push(
      el('path', {
        d: panelPath(r, style, line.offset),
        fill: 'none',
        stroke: line.color,
        'stroke-width': line.width,
        opacity: line.opacity,
        'stroke-dasharray': line.dash ? `${line.dash} ${line.dash * 0.7}` : undefined,
        'stroke-linecap': line.dash ? 'round' : undefined,
      }),
    );
  }
  return parts.join('');
}

/** Full-bleed paper grain over whatever was drawn before it (photo panels go after, so they stay clean). */
export function grainOverlay(doc: SvgDoc, ctx: DesignContext, opacity: number, w: number, h: number): string {
  const id = doc.id('grain');
  doc.def(
    el(
      'pattern',
      { id, width: grainTileSize, height: grainTileSize, patternUnits: 'userSpaceOnUse' },
      el('image', { width: grainTileSize, height: grainTileSize, href: ctx.grainTile }),
    ),
  );
  return el('rect', { width: w, height: h, fill: `url(#${id})`, opacity });
}

/**
 * Brushed-gold gradient in canvas space, reflected every `period` px: several close stops read
 * as metal rather than flat mustard, and user-space units keep it working on thin straight lines
 * (a bounding-box gradient on a zero-height line paints nothing).
 */
export function goldGradient(doc: SvgDoc, period: number): string {
  const id = doc.id('gold');
  const stops: Array<[number, string]> = [
    [0, '#b8893b'],
    [0.22, '#f3d98b'],
    [0.42, '#c9a04f'],
    [0.6, '#f7e3a3'],
    [0.8, '#b88a3a'],
    [1, '#e6c878'],
  ];
  doc.def(
    el(
      'linearGradient',
      { id, gradientUnits: 'userSpaceOnUse', x1: 0, y1: 0, x2: period, y2: period * 0.6, spreadMethod: 'reflect' },
      ...stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })),
    ),
  );
  return `url(#${id})`;
}

export function fullRect(w: number, h: number, fill: string, opacity?: number): string {
  return el('rect', { width: w, height: h, fill, opacity });
}
