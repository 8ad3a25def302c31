import { describe, expect, it } from 'vitest';
import { clampPhotoOffset, coverSize, offsetOfPosition, placePhoto } from './cover-fit.js';

describe('coverSize', () => {
  it('scales a landscape photo to the height of a portrait frame', () => {
    expect(coverSize({ width: 1200, height: 900 }, { width: 600, height: 900 })).toEqual({ width: 1200, height: 900 });
    expect(coverSize({ width: 400, height: 300 }, { width: 600, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it('scales a portrait photo to the width of a landscape frame', () => {
    expect(coverSize({ width: 300, height: 600 }, { width: 900, height: 400 })).toEqual({ width: 900, height: 1800 });
  });

  it('fills a frame of the same ratio exactly', () => {
    expect(coverSize({ width: 400, height: 300 }, { width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('treats a photo without size as the frame itself', () => {
    expect(coverSize({ width: 0, height: 0 }, { width: 80, height: 60 })).toEqual({ width: 80, height: 60 });
  });
});

describe('placePhoto', () => {
  it('centres the covering photo in the frame', () => {
    expect(placePhoto({ width: 1200, height: 900 }, { width: 600, height: 900 }, { x: 0, y: 0 })).toEqual({ x: -300, y: 0, width: 1200, height: 900 });
  });

  it('moves the photo by the offset along the axis with room', () => {
    expect(placePhoto({ width: 1200, height: 900 }, { width: 600, height: 900 }, { x: 120, y: 50 })).toEqual({ x: -180, y: 0, width: 1200, height: 900 });
  });

  it('never lets an edge of the frame show: the offset stops where the photo edge meets the frame edge', () => {
    expect(placePhoto({ width: 1200, height: 900 }, { width: 600, height: 900 }, { x: 1000, y: 0 })).toEqual({ x: 0, y: 0, width: 1200, height: 900 });
    expect(placePhoto({ width: 1200, height: 900 }, { width: 600, height: 900 }, { x: -1000, y: 0 })).toEqual({ x: -600, y: 0, width: 1200, height: 900 });
  });
});

describe('clampPhotoOffset', () => {
  it('allows half the overhang either way, and nothing along an axis without overhang', () => {
    expect(clampPhotoOffset({ width: 1000, height: 500 }, { width: 600, height: 500 }, { x: -500, y: 30 })).toEqual({ x: -200, y: 0 });
    expect(clampPhotoOffset({ width: 1000, height: 500 }, { width: 600, height: 500 }, { x: 150, y: -30 })).toEqual({ x: 150, y: 0 });
  });
});

describe('offsetOfPosition', () => {
  it('turns a dragged corner position back into a clamped offset from the centre', () => {
    expect(offsetOfPosition({ width: 1200, height: 900 }, { width: 600, height: 900 }, { x: -100, y: 40 })).toEqual({ x: 200, y: 0 });
    expect(offsetOfPosition({ width: 1200, height: 900 }, { width: 600, height: 900 }, { x: 50, y: 0 })).toEqual({ x: 300, y: 0 });
  });

  it('round-trips with placePhoto', () => {
    const photo = { width: 640, height: 960 };
    const frame = { width: 500, height: 400 };
    const placed = placePhoto(photo, frame, { x: 0, y: -90 });
    expect(offsetOfPosition(photo, frame, placed)).toEqual({ x: 0, y: -90 });
  });
});
