import { describe, expect, it } from 'vitest';
import { choosePreviewPhotos, chooseTargetFrames } from './preview-photos.js';

describe('choosePreviewPhotos', () => {
  it('gives the frames the sample photos in turn, by their order', () => {
    expect([...choosePreviewPhotos(['a', 'b', 'c'], new Map(), ['s1', 's2'])]).toEqual([
      ['a', 's1'],
      ['b', 's2'],
      ['c', 's1'],
    ]);
  });

  it("puts the operator's own photo where they dropped it and keeps the samples elsewhere", () => {
    expect([...choosePreviewPhotos(['a', 'b'], new Map([['b', 'mine']]), ['s1', 's2'])]).toEqual([
      ['a', 's1'],
      ['b', 'mine'],
    ]);
  });

  it('leaves frames without a photo while no sample has loaded', () => {
    expect([...choosePreviewPhotos(['a', 'b'], new Map([['a', 'mine']]), [])]).toEqual([['a', 'mine']]);
  });
});

describe('chooseTargetFrames', () => {
  it('fills the selected frames, in layout order', () => {
    expect(chooseTargetFrames(['a', 'b', 'c'], ['text-1', 'c', 'b'], 5)).toEqual(['b', 'c']);
  });

  it('fills the frames from the first when none is selected', () => {
    expect(chooseTargetFrames(['a', 'b', 'c'], ['text-1'], 2)).toEqual(['a', 'b']);
  });

  it('gives nothing for no files', () => {
    expect(chooseTargetFrames(['a'], [], 0)).toEqual([]);
  });
});
