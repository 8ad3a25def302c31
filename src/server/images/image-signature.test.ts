import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useBombSvg } from '../test-support/hostile-svgs.js';
import { hasImageSignature } from './image-signature.js';

describe('hasImageSignature', () => {
  it('knows PNG, JPEG and WebP by their first bytes and nothing else', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } });
    const files = { png: await base.clone().png().toBuffer(), jpeg: await base.clone().jpeg().toBuffer(), webp: await base.clone().webp().toBuffer() };
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      expect(Object.entries(files).filter(([, bytes]) => hasImageSignature(bytes, format)).map(([name]) => name)).toEqual([format]);
      expect(hasImageSignature(useBombSvg(), format)).toBe(false);
      expect(hasImageSignature(Buffer.alloc(0), format)).toBe(false);
    }
  });
});
