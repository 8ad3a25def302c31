import { describe, expect, it } from 'vitest';
import { canBeTransparent, PhotoWindows, resolvePhotoWindows } from './photo-windows.js';
import { slotTreatmentOf } from './slot-nodes.js';

describe('photo windows of a print file', () => {
  it('keeps transparent windows where the file holds alpha (PNG, the two-strip sheet) and draws them white in a JPG or PDF', () => {
    expect([canBeTransparent('png'), canBeTransparent('sheet'), canBeTransparent('jpg'), canBeTransparent('pdf')]).toEqual([true, true, false, false]);
    expect(resolvePhotoWindows('transparent', 'png')).toBe('transparent');
    expect(resolvePhotoWindows('transparent', 'jpg')).toBe('white');
    expect(resolvePhotoWindows('transparent', 'pdf')).toBe('white');
    expect(resolvePhotoWindows('template', 'jpg')).toBe('template');
  });

  it('draws transparent windows as holes, white ones painted, and keeps the sample for the template’s', () => {
    expect(slotTreatmentOf('transparent')).toBe('holes');
    expect(slotTreatmentOf('white')).toBe('white');
    expect(slotTreatmentOf('template')).toBeNull();
  });

  it('takes only its three choices', () => {
    expect(PhotoWindows.safeParse('holes').success).toBe(false);
    expect(PhotoWindows.options).toEqual(['transparent', 'white', 'template']);
  });
});
