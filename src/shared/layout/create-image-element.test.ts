import { describe, expect, it } from 'vitest';
import { createImageElement } from './create-image-element.js';
import { createSequentialIds } from './id-generator.js';
import { ImageElement } from './image-element.js';

const template = { width: 1200, height: 1800 };

describe('createImageElement', () => {
  it('is 150 px wide at 50/50 with shadow 5/5/5 at scale 1, height from the original ratio', () => {
    const image = createImageElement({ createId: () => 'img', scale: 1, template }, { src: '/p.jpg', originalWidth: 800, originalHeight: 600 });
    expect(image).toMatchObject({ id: 'img', type: 'image', x: 50, y: 50, width: 150, height: 112.5, shadowBlur: 5, shadowOffsetX: 5, shadowOffsetY: 5 });
    expect(ImageElement.safeParse(image).success).toBe(true);
  });

  it('looks 150 px wide on screen whatever the display scale', () => {
    const image = createImageElement({ createId: createSequentialIds(), scale: 0.25, template }, { src: '/p.jpg', originalWidth: 100, originalHeight: 200 });
    expect(image.width * 0.25).toBeCloseTo(150);
    expect(image.x * 0.25).toBeCloseTo(50);
    expect(image.height).toBeCloseTo(1200);
    expect(image.shadowBlur).toBe(20);
  });

  it('does not write NaN for an image without a size', () => {
    const image = createImageElement({ createId: () => 'img', scale: 1, template }, { src: '/p.jpg', originalWidth: 0, originalHeight: 0 });
    expect(image.height).toBe(150);
  });
});
