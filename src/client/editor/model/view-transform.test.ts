import { describe, expect, it } from 'vitest';
import { centreView, centreViewClearOfControls, fitView, fitViewClearOfControls, formatZoom, panView, stepZoom, zoomAt, zoomByWheel } from './view-transform.js';

const page = { width: 1200, height: 1800 };
const viewport = { width: 800, height: 680 };

describe('view transform', () => {
  it('fits the page with 40 px around it, centred, never enlarged', () => {
    expect(fitView(page, viewport)).toEqual({ scale: 1 / 3, x: 200, y: 40 });
    expect(fitView({ width: 100, height: 100 }, viewport).scale).toBe(1);
  });

  it('fits a landscape page clear of the zoom bar at the bottom and the notes at the top', () => {
    const landscape = { width: 1800, height: 1200 };
    const area = { width: 880, height: 560 };
    const view = fitViewClearOfControls(landscape, area);
    // The zoom bar takes the bottom 54 px (12 px margin, 42 px bar); the notes the top 52 px.
    expect(view.y + landscape.height * view.scale).toBeLessThanOrEqual(area.height - 60);
    expect(view.y).toBeGreaterThanOrEqual(52);
    expect(centreViewClearOfControls(landscape, area, view.scale)).toEqual(view);
  });

  it('zooms about a point: the page point under the pointer stays under it', () => {
    const view = fitView(page, viewport);
    const pointer = { x: 300, y: 200 };
    const before = { x: (pointer.x - view.x) / view.scale, y: (pointer.y - view.y) / view.scale };
    const zoomed = zoomAt(view, 2, pointer);
    expect(zoomed.scale).toBe(2);
    expect((pointer.x - zoomed.x) / zoomed.scale).toBeCloseTo(before.x);
    expect((pointer.y - zoomed.y) / zoomed.scale).toBeCloseTo(before.y);
  });

  it('keeps the zoom within 5 % and 800 %', () => {
    const view = centreView(page, viewport, 1);
    expect(zoomAt(view, 100, { x: 0, y: 0 }).scale).toBe(8);
    expect(zoomAt(view, 0, { x: 0, y: 0 }).scale).toBe(0.05);
    expect(zoomByWheel(view, -100, { x: 0, y: 0 }).scale).toBeGreaterThan(1);
    expect(zoomByWheel(view, 100, { x: 0, y: 0 }).scale).toBeLessThan(1);
  });

  it('zooms by the wheel in proportion to its travel, a little per event', () => {
    const view = centreView(page, viewport, 1);
    const at = (deltaY: number) => zoomByWheel(view, deltaY, { x: 0, y: 0 }).scale;
    // One mouse notch reported as -200 px: a step, not a jump to 272 %.
    expect(at(-200)).toBeGreaterThan(1.15);
    expect(at(-200)).toBeLessThanOrEqual(1.4);
    expect(at(-100)).toBeLessThan(at(-200));
    expect(at(-100)).toBeGreaterThan(1.1);
    // A trackpad's few px zoom by a fraction of a percent.
    expect(at(-4)).toBeGreaterThan(1);
    expect(at(-4)).toBeLessThan(1.01);
    expect(at(4)).toBeLessThan(1);
    expect(at(4)).toBeGreaterThan(0.99);
    // However big the delta, one event is bounded both ways.
    expect(at(-5000)).toBeCloseTo(1.4);
    expect(at(5000)).toBeCloseTo(1 / 1.4);
  });

  it('steps through the zoom levels', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(0.37, 1)).toBe(0.5);
    expect(stepZoom(8, 1)).toBe(8);
    expect(stepZoom(0.05, -1)).toBe(0.05);
  });

  it('pans but never loses the page', () => {
    const view = centreView(page, viewport, 1);
    expect(panView(view, { x: 30, y: -20 }, page, viewport)).toEqual({ scale: 1, x: view.x + 30, y: view.y - 20 });
    expect(panView(view, { x: 10_000, y: 0 }, page, viewport).x).toBe(720);
    expect(panView(view, { x: -10_000, y: 0 }, page, viewport).x).toBe(80 - 1200);
  });

  it('reads as a rounded percentage', () => {
    expect(formatZoom(2)).toBe('200 %');
    expect(formatZoom(1 / 3)).toBe('33 %');
  });
});
