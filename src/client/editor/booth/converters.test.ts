import { describe, expect, it } from 'vitest';
import { applySlotRatio } from '../model/apply-slot-ratio.js';
import { makeDocument, makePlaceholder, makeQrCode } from '../model/test-fixtures.js';
import { makeBoothDocument } from './booth-fixtures.js';
import { buildPhotoboothAppCollage, toPhotoboothAppDefinition } from '../../../shared/booth/photobooth-app-collage.js';
import { buildPhotoboothProjectCollage, describeAspectRatio, toPhotoboothProjectSlot } from '../../../shared/booth/photoboothproject-collage.js';
import { toSlotFrame } from '../../../shared/booth/slot-frames.js';
import { buildSlotsFile } from '../../../shared/booth/slots-file.js';

// The tilted frame: 600×400 at (300, 1000) turned 30° about that corner has its centre at
// (300 + 300·cos30 − 200·sin30, 1000 + 300·sin30 + 200·cos30) = (459.81, 1323.21).
const tiltedCentre = { x: 300 + 300 * Math.cos(Math.PI / 6) - 200 * Math.sin(Math.PI / 6), y: 1000 + 300 * Math.sin(Math.PI / 6) + 200 * Math.cos(Math.PI / 6) };

describe('slots.json', () => {
  it('gives the canvas and each frame in whole pixels, clockwise about the centre', () => {
    const file = buildSlotsFile(makeBoothDocument());
    expect(file).toEqual({
      canvas: { width: 1200, height: 1800, dpi: 300 },
      slots: [
        { x: 100, y: 151, width: 1000, height: 667, rotation: 0 },
        { x: Math.round(tiltedCentre.x - 300), y: Math.round(tiltedCentre.y - 200), width: 600, height: 400, rotation: 30 },
      ],
    });
    expect(file.slots[1]).toEqual({ x: 160, y: 1123, width: 600, height: 400, rotation: 30 });
    // Plain JSON: it survives a round trip unchanged.
    expect(JSON.parse(JSON.stringify(file))).toEqual(file);
  });
});

describe('slots.json after the other editor tools', () => {
  it('follows a frame reshaped by a ratio preset, rotated, around the same centre', () => {
    const before = makeDocument([makePlaceholder({ id: 'frame', x: 300, y: 1000, width: 600, height: 400, rotation: 30 })]);
    const after = applySlotRatio(before, { id: 'frame', ratio: '2:3' });
    const [slotBefore] = buildSlotsFile(before).slots;
    const [slotAfter] = buildSlotsFile(after).slots;
    if (slotBefore === undefined || slotAfter === undefined) throw new Error('no slot');
    // 600 × 400 has the area of 400 × 600: an upright frame of the same size, same place, same turn.
    expect(slotAfter).toMatchObject({ width: 400, height: 600, rotation: 30 });
    expect(Math.abs(slotAfter.x + slotAfter.width / 2 - (slotBefore.x + slotBefore.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(slotAfter.y + slotAfter.height / 2 - (slotBefore.y + slotBefore.height / 2))).toBeLessThanOrEqual(1);
  });

  it('lists only photo frames: a QR code is part of the overlay, not a slot', () => {
    const document = makeDocument([makeQrCode(), makePlaceholder({ id: 'frame', x: 10, y: 20, width: 300, height: 200 })]);
    expect(buildSlotsFile(document).slots).toEqual([{ x: 10, y: 20, width: 300, height: 200, rotation: 0 }]);
    expect(buildPhotoboothProjectCollage(document, 'x').layout).toHaveLength(1);
    expect(buildPhotoboothAppCollage(document).merge_definition).toHaveLength(1);
  });
});

describe('PhotoboothProject collage.json', () => {
  it('has the documented shape: width, height, background, frame and [x, y, w, h, rotation, applyFrame] rows', () => {
    const collage = buildPhotoboothProjectCollage(makeBoothDocument(), 'Matrimonio');
    expect(collage).toEqual({
      name: 'Matrimonio',
      author: 'Cornice',
      aspect_ratio: '2:3',
      width: 1200,
      height: 1800,
      background: '/private/images/cornice/background.png',
      frame: '/private/images/cornice/overlay.png',
      apply_frame: 'once',
      text_custom_style: false,
      text_disabled: true,
      layout: [
        [100, 151, 1000, 667, 0, false],
        // The tilted row is the larger box GD shrinks the turned photo back into (see below).
        [-25, 1000, 970, 646, -30, false],
      ],
    });
    for (const row of collage.layout) {
      expect(row).toHaveLength(6);
      expect(Number.isInteger(row[4])).toBe(true);
    }
  });

  it('gives a quarter turn the box the turned photo fills', () => {
    // 300×200 turned 90° clockwise about (100, 100) covers x -100..100, y 100..400.
    expect(toPhotoboothProjectSlot(toSlotFrame(makePlaceholder({ x: 100, y: 100, width: 300, height: 200, rotation: 90 })))).toEqual([-100, 100, 200, 300, -90, false]);
    expect(toPhotoboothProjectSlot(toSlotFrame(makePlaceholder({ x: 100, y: 100, width: 300, height: 200, rotation: -90 })))).toEqual([100, -200, 200, 300, 90, false]);
  });

  it.each([30, -12, 45, 135, -170, 180])('gives a frame turned %s° a row whose photo, turned and shrunk as GD does, fills the frame', (rotation) => {
    const frame = toSlotFrame(makePlaceholder({ x: 640, y: 410, width: 360, height: 240, rotation }));
    const [x, y, width, height, degrees] = toPhotoboothProjectSlot(frame);
    expect(degrees).toBe(-rotation + 0);
    // Image::addPicture → rotateResizeImage: the photo is cut to width × height, imagerotate'd
    // (counter-clockwise) with its canvas grown to the bounding box, scaled down until that box
    // fits in width × height, and centred in the row's box.
    const radians = (degrees * Math.PI) / 180;
    const boxWidth = width * Math.abs(Math.cos(radians)) + height * Math.abs(Math.sin(radians));
    const boxHeight = width * Math.abs(Math.sin(radians)) + height * Math.abs(Math.cos(radians));
    const scale = Math.min(1, width / boxWidth, height / boxHeight);
    expect(Math.abs(width * scale - frame.width)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(height * scale - frame.height)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(x + width / 2 - (frame.x + frame.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(y + height / 2 - (frame.y + frame.height / 2))).toBeLessThanOrEqual(1);
  });

  it('writes ratios in lowest terms', () => {
    expect(describeAspectRatio(600, 1800)).toBe('1:3');
    expect(describeAspectRatio(1800, 1200)).toBe('3:2');
  });
});

describe('photobooth-app merge definitions', () => {
  it('has pos_x, pos_y, pos_z, width, height and a counter-clockwise rotate', () => {
    expect(buildPhotoboothAppCollage(makeBoothDocument())).toEqual({
      canvas_width: 1200,
      canvas_height: 1800,
      merge_definition: [
        { description: 'Cornice slot 1', pos_x: 100, pos_y: 151, pos_z: 0, width: 1000, height: 667, rotate: 0 },
        { description: 'Cornice slot 2', pos_x: 160, pos_y: 1123, pos_z: 1, width: 600, height: 400, rotate: -30 },
      ],
    });
  });

  it('keeps a frame turned upright at the left edge on its hole: the box stays on the edge and grows across, instead of moving the photo off', () => {
    // Stands from x 20 to 380 (centre 200, 470); the exact box would start at x −70.
    const definition = toPhotoboothAppDefinition(toSlotFrame(makePlaceholder({ x: 380, y: 200, width: 540, height: 360, rotation: 90 })), 0);
    expect(definition).toMatchObject({ pos_x: 0, width: 540, height: 500, rotate: -90 });
    // Turned a quarter, the box's height lies across: 500 wide from x 0 covers 20 to 380.
    expect(definition.pos_x + definition.width / 2).toBeCloseTo(270, 0);
    expect(definition.pos_y + definition.height / 2).toBeCloseTo(470, 0);
  });

  it('never writes a negative position (their model refuses one)', () => {
    const definition = toPhotoboothAppDefinition(toSlotFrame(makePlaceholder({ x: -40, y: -10, width: 300, height: 200, rotation: -20 })), 0);
    expect(definition.pos_x).toBeGreaterThanOrEqual(0);
    expect(definition.pos_y).toBeGreaterThanOrEqual(0);
    expect(definition.rotate).toBe(20);
  });
});
