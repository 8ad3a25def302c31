import { describe, expect, it } from 'vitest';
import { EllipseElement } from '../../ellipse-element.js';
import { allAnchors } from '../transformer-config.js';
import { buildEllipseAttrs } from './draw.js';
import { ellipseModel } from './model.js';
import { plainElementBase } from '../../plain-element-base.js';

const ellipse: EllipseElement = {
  id: 'e',
  type: 'ellipse',
  x: 100,
  y: 50,
  width: 300,
  height: 200,
  ...plainElementBase,
  fillColor: '#ff0000',
  strokeColor: '#0000ff',
  strokeWidth: 10,
};
const measureNothing = () => ({ width: 0, height: 0 });

describe('the ellipse model', () => {
  it('is as big as its box, and each side scales on its own (no ratio to keep)', () => {
    expect(ellipseModel.size(ellipse, measureNothing)).toEqual({ width: 300, height: 200 });
    expect(ellipseModel.scaledSize(ellipse, 2, 0.5)).toEqual({ width: 600, height: 100 });
    expect(ellipseModel.lockedRatio(ellipse, { ...ellipse, width: 600 })).toBeNull();
  });

  it('gets every handle, stretching freely, and turns like the other boxes', () => {
    expect(ellipseModel.handles(ellipse)).toEqual({ enabledAnchors: allAnchors, keepRatio: false, rotateEnabled: true });
  });

  it('is locked only when the layers panel locked it; a pasted copy keeps its fields; it shows no files', () => {
    expect(ellipseModel.isLocked(ellipse)).toBe(false);
    expect(ellipseModel.isLocked({ ...ellipse, locked: true })).toBe(true);
    expect(ellipseModel.pastedCopy(ellipse)).toEqual(ellipse);
    expect(ellipseModel.sources(ellipse)).toEqual([]);
  });

  it('keeps its outline inside its box, and draws none at width 0', () => {
    const calls: unknown[][] = [];
    const context = { beginPath: () => {}, closePath: () => {}, fillStrokeShape: () => {}, ellipse: (...args: unknown[]) => calls.push(args) };
    const attrs = buildEllipseAttrs(ellipse);
    expect(attrs).toMatchObject({ width: 300, height: 200, fill: '#ff0000', stroke: '#0000ff', strokeWidth: 10 });
    attrs.sceneFunc(context as never, {} as never);
    // Centred in the box, each radius short of the side by half the outline.
    expect(calls[0]?.slice(0, 4)).toEqual([150, 100, 145, 95]);
  });

  it('refuses outlines beyond the shared range and boxes narrower than every element', () => {
    expect(EllipseElement.safeParse(ellipse).success).toBe(true);
    expect(EllipseElement.safeParse({ ...ellipse, strokeWidth: 21 }).success).toBe(false);
    expect(EllipseElement.safeParse({ ...ellipse, strokeWidth: -1 }).success).toBe(false);
    expect(EllipseElement.safeParse({ ...ellipse, width: 5 }).success).toBe(false);
    expect(EllipseElement.safeParse({ ...ellipse, fillColor: 'red' }).success).toBe(false);
  });
});
