/**
 * Photo frame shapes that match cameras: 3:2 (and 2:3 upright) is the DSLR and mirrorless
 * sensor, 4:3 (3:4) the phone and compact one, 1:1 the square crop. A photo of the same shape
 * fills the frame without being cut. `ratio` is width / height.
 */
export const slotRatios = [
  { id: '3:2', ratio: 3 / 2, orientation: 'landscape' },
  { id: '2:3', ratio: 2 / 3, orientation: 'portrait' },
  { id: '4:3', ratio: 4 / 3, orientation: 'landscape' },
  { id: '3:4', ratio: 3 / 4, orientation: 'portrait' },
  { id: '1:1', ratio: 1, orientation: 'square' },
] as const;

export type SlotRatio = (typeof slotRatios)[number];
export type SlotRatioId = SlotRatio['id'];
