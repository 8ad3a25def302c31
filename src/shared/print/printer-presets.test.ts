import { describe, expect, it } from 'vitest';
import { computePrintArea, findPrinterPreset, printerPresets } from './printer-presets.js';

describe('printer presets', () => {
  it('crop a 4x6 postcard on a DNP DS620 by the band its 1844 × 1240 image overprints', () => {
    const area = computePrintArea(findPrinterPreset('dnp-ds620'), { width: 1200, height: 1800 });
    // Scale 1240/1200 covers the native image; 1800 / 1.0333 = 1741.9 of 1800 px stay on the paper.
    expect(area.visible.height).toBeCloseTo(1741.9, 1);
    expect(area.visible.width).toBeCloseTo(1161.3, 1);
    expect(area.cropPx.y).toBeCloseTo(29.03, 1);
    // The safe area keeps another half millimetre (5.9 px) inside.
    expect(area.safe.x - area.visible.x).toBeCloseTo(5.906, 2);
  });

  it('crop a Selphy postcard more than a DNP one (its borderless image is larger still)', () => {
    const dnp = computePrintArea(findPrinterPreset('dnp-ds620'), { width: 1800, height: 1200 });
    const selphy = computePrintArea(findPrinterPreset('canon-selphy'), { width: 1800, height: 1200 });
    expect(selphy.cropPx.x).toBeGreaterThan(dnp.cropPx.x);
    expect(selphy.visible.width).toBeGreaterThan(selphy.visible.height);
  });

  it('crop a 2x6 strip as one half of the 6x4 sheet', () => {
    const strip = computePrintArea(findPrinterPreset('dnp-ds620'), { width: 600, height: 1800 });
    expect(strip.visible.width).toBeLessThan(600);
    expect(strip.visible.height).toBeLessThan(1800);
    expect(strip.visible.x).toBeCloseTo((600 - strip.visible.width) / 2, 6);
  });

  it('list every preset with its native image larger than its paper', () => {
    for (const preset of printerPresets) {
      expect(preset.nativeWidth).toBeGreaterThan(preset.paperWidth);
      expect(preset.nativeHeight).toBeGreaterThan(preset.paperHeight);
    }
  });
});
