import { describe, expect, it } from 'vitest';
import { rotateVector } from '../../../shared/layout/geometry.js';
import { makePlaceholder, makeText, portraitTemplate } from '../model/test-fixtures.js';
import { currentSchemaVersion, type LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { PlaceholderElement } from '../../../shared/layout/placeholder-element.js';
import { findPlaceholders, findSlotFrames, toSlotFrame, type SlotFrame } from '../../../shared/booth/slot-frames.js';

/** Corners as the editor draws the element: the box turned about its (x, y). */
function cornersOfElement(element: PlaceholderElement) {
  return [
    { x: 0, y: 0 },
    { x: element.width, y: 0 },
    { x: element.width, y: element.height },
    { x: 0, y: element.height },
  ].map((corner) => {
    const turned = rotateVector(corner, element.rotation);
    return { x: element.x + turned.x, y: element.y + turned.y };
  });
}

/** Corners as booth software draws the slot: the box turned about its centre. */
function cornersOfSlot(frame: SlotFrame) {
  const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  return [
    { x: -frame.width / 2, y: -frame.height / 2 },
    { x: frame.width / 2, y: -frame.height / 2 },
    { x: frame.width / 2, y: frame.height / 2 },
    { x: -frame.width / 2, y: frame.height / 2 },
  ].map((corner) => {
    const turned = rotateVector(corner, frame.rotation);
    return { x: centre.x + turned.x, y: centre.y + turned.y };
  });
}

/** The smallest axis-aligned box around a rotated slot. */
function boundingBoxOf(frame: SlotFrame): { x: number; y: number; width: number; height: number } {
  const radians = (frame.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = frame.width * cos + frame.height * sin;
  const height = frame.width * sin + frame.height * cos;
  const centreX = frame.x + frame.width / 2;
  const centreY = frame.y + frame.height / 2;
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}

describe('toSlotFrame', () => {
  it('keeps an unrotated frame where it is', () => {
    expect(toSlotFrame(makePlaceholder({ x: 120, y: 340, width: 300, height: 200 }))).toEqual({ x: 120, y: 340, width: 300, height: 200, rotation: 0 });
  });

  it('moves the pivot of a quarter turn from the corner to the centre', () => {
    // Turned 90° clockwise about (100, 100), the 300×200 box covers x -100..100, y 100..400.
    const frame = toSlotFrame(makePlaceholder({ x: 100, y: 100, width: 300, height: 200, rotation: 90 }));
    expect(frame.x).toBeCloseTo(-150, 9);
    expect(frame.y).toBeCloseTo(150, 9);
    expect(frame.rotation).toBe(90);
    expect(boundingBoxOf(frame)).toMatchObject({ width: expect.closeTo(200, 9), height: expect.closeTo(300, 9) });
  });

  it.each([30, -45, 135, -170, 12.5])('covers exactly the corners the editor draws at %s°', (rotation) => {
    const element = makePlaceholder({ x: 640, y: 410, width: 360, height: 240, rotation });
    const expected = cornersOfElement(element);
    const actual = cornersOfSlot(toSlotFrame(element));
    actual.forEach((corner, index) => {
      expect(corner.x).toBeCloseTo(expected[index]?.x ?? Number.NaN, 9);
      expect(corner.y).toBeCloseTo(expected[index]?.y ?? Number.NaN, 9);
    });
  });
});

describe('findSlotFrames', () => {
  it('lists only photo frames, in drawing order', () => {
    const document: LayoutDocument = {
      schemaVersion: currentSchemaVersion,
      template: portraitTemplate,
      elements: [makePlaceholder({ id: 'b', x: 10 }), makeText(), makePlaceholder({ id: 'a', x: 500 })],
    };
    expect(findSlotFrames(document).map((frame) => frame.x)).toEqual([10, 500]);
  });

  it('leaves out a frame hidden from the layers panel: it is drawn nowhere, so it is no slot', () => {
    const document: LayoutDocument = {
      schemaVersion: currentSchemaVersion,
      template: portraitTemplate,
      elements: [makePlaceholder({ id: 'shown', x: 10 }), makePlaceholder({ id: 'hidden', x: 500, hidden: true })],
    };
    expect(findPlaceholders(document).map((frame) => frame.id)).toEqual(['shown']);
    expect(findSlotFrames(document).map((frame) => frame.x)).toEqual([10]);
  });
});
