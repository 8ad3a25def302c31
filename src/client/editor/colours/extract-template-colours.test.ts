// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { extractTemplateColours } from './extract-template-colours.js';

// jsdom has no canvas: a stand-in context hands the real library pixels made here, and jsdom
// lacks ImageData, which the library recognises its input by.
class FakeImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

const charcoal: [number, number, number] = [36, 35, 31];

// Bands of decreasing size, so the expected order of prominence is the order here.
const bands: Array<{ rgb: [number, number, number]; share: number }> = [
  { rgb: charcoal, share: 0.3 },
  { rgb: [247, 240, 227], share: 0.22 },
  { rgb: [207, 156, 76], share: 0.16 },
  { rgb: [97, 124, 202], share: 0.12 },
  { rgb: [221, 101, 88], share: 0.09 },
  { rgb: [111, 194, 179], share: 0.07 },
  { rgb: [20, 120, 40], share: 0.04 },
];

function paintBands(width: number, height: number): FakeImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  const total = width * height;
  let pixel = 0;
  for (const band of bands) {
    const end = Math.min(total, pixel + Math.round(band.share * total));
    for (; pixel < end; pixel += 1) data.set([...band.rgb, 255], pixel * 4);
  }
  for (; pixel < total; pixel += 1) data.set([...charcoal, 255], pixel * 4);
  return new FakeImageData(data, width, height);
}

function makeImage(naturalWidth: number, naturalHeight: number): HTMLImageElement {
  const image = new Image();
  Object.defineProperty(image, 'naturalWidth', { value: naturalWidth });
  Object.defineProperty(image, 'naturalHeight', { value: naturalHeight });
  return image;
}

describe('extractTemplateColours', () => {
  let readSizes: Array<[number, number]>;
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    readSizes = [];
    vi.stubGlobal('ImageData', FakeImageData);
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function stubContext(getImageData: (width: number, height: number) => FakeImageData) {
    const context = {
      imageSmoothingQuality: 'low',
      drawImage: vi.fn(),
      getImageData: (_x: number, _y: number, width: number, height: number) => {
        readSizes.push([width, height]);
        return getImageData(width, height);
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    return context;
  }

  it('returns six distinct lowercase colours, most prominent first, from a downscaled copy', async () => {
    const context = stubContext(paintBands);
    const colours = await extractTemplateColours(makeImage(1200, 1800));
    expect(colours).toEqual(['#24231f', '#f7f0e3', '#cf9c4c', '#617cca', '#dd6558', '#6fc2b3']);
    expect(readSizes).toEqual([[133, 200]]);
    expect(context.drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 0, 133, 200);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('does not upscale a small image', async () => {
    stubContext(paintBands);
    await extractTemplateColours(makeImage(120, 80));
    expect(readSizes).toEqual([[120, 80]]);
  });

  it('returns fewer colours when the image has fewer', async () => {
    stubContext((width, height) => {
      const data = new Uint8ClampedArray(width * height * 4);
      for (let pixel = 0; pixel < width * height; pixel += 1) data.set(pixel % 2 === 0 ? [10, 20, 30, 255] : [200, 40, 60, 255], pixel * 4);
      return new FakeImageData(data, width, height);
    });
    expect(await extractTemplateColours(makeImage(100, 100))).toEqual(['#0a141e', '#c8283c']);
  });

  it('resolves to [] and logs when the canvas is tainted', async () => {
    stubContext(() => {
      throw new DOMException('The canvas has been tainted by cross-origin data.', 'SecurityError');
    });
    await expect(extractTemplateColours(makeImage(1200, 1800))).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('resolves to [] and logs when the image has not loaded', async () => {
    stubContext(paintBands);
    await expect(extractTemplateColours(makeImage(0, 0))).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(readSizes).toEqual([]);
  });
});
