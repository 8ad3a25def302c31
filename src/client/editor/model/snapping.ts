import { toUsableScale } from '../../../shared/layout/display-scale.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { getElementBox } from '../../../shared/layout/element-box.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import type { Box, Size } from '../../../shared/layout/geometry.js';

/** Spec §5, §9: snap when under 5 px away, measured on screen, not in template pixels. */
export const snapThresholdScreenPx = 5;

/** A guide to draw across the whole canvas, at a template-pixel coordinate. */
export type Guide = { orientation: 'vertical'; x: number } | { orientation: 'horizontal'; y: number };

export interface SnapInput {
  /** The dragged element's drawn box, at the position the pointer would put it. */
  moving: Box;
  /** The drawn boxes of the elements that are not being dragged. */
  others: readonly Box[];
  canvas: Size;
  /** Display scale (screen px per template px), to turn the threshold into template px. */
  scale: number;
  thresholdScreenPx?: number;
}

export interface SnapResult {
  /** Where the moving box goes, and by how much that differs from where it was asked to go. */
  x: number;
  y: number;
  dx: number;
  dy: number;
  guides: Guide[];
}

/** Tolerance for "these edges coincide" once snapped; far below a pixel. */
const coincidence = 1e-6;

/**
 * Snaps the moving box's left, centre or right to the canvas centre and to the other boxes'
 * left, centre and right (and the same vertically), when strictly closer than the threshold.
 * Per axis the closest candidate wins (the first found on a tie). Every target the snapped box
 * then touches gets a guide, so aligning to two things at once shows both.
 */
export function snapBox(input: SnapInput): SnapResult {
  const threshold = (input.thresholdScreenPx ?? snapThresholdScreenPx) / toUsableScale(input.scale);
  const { moving, others, canvas } = input;
  const xTargets = [canvas.width / 2, ...others.flatMap((box) => listStops(box.x, box.width))];
  const yTargets = [canvas.height / 2, ...others.flatMap((box) => listStops(box.y, box.height))];
  const snapX = snapAxis(listStops(moving.x, moving.width), xTargets, threshold);
  const snapY = snapAxis(listStops(moving.y, moving.height), yTargets, threshold);
  const guides: Guide[] = [
    ...snapX.targets.map((x): Guide => ({ orientation: 'vertical', x })),
    ...snapY.targets.map((y): Guide => ({ orientation: 'horizontal', y })),
  ];
  return { x: moving.x + snapX.delta, y: moving.y + snapY.delta, dx: snapX.delta, dy: snapY.delta, guides };
}

/** The drawn boxes of every element except the moving ones: the targets for snapBox. */
export function findSnapTargets(document: LayoutDocument, movingIds: readonly string[], measureText?: MeasureText): Box[] {
  const moving = new Set(movingIds);
  return document.elements.filter((element) => !moving.has(element.id)).map((element) => getElementBox(element, measureText));
}

function listStops(start: number, length: number): number[] {
  return [start, start + length / 2, start + length];
}

function snapAxis(movingStops: readonly number[], targets: readonly number[], threshold: number): { delta: number; targets: number[] } {
  let best: number | null = null;
  for (const target of targets) {
    for (const stop of movingStops) {
      const delta = target - stop;
      if (Math.abs(delta) < threshold && (best === null || Math.abs(delta) < Math.abs(best))) best = delta;
    }
  }
  if (best === null) return { delta: 0, targets: [] };
  const delta = best;
  const touched = targets.filter((target) => movingStops.some((stop) => Math.abs(stop + delta - target) < coincidence));
  return { delta, targets: [...new Set(touched)] };
}
