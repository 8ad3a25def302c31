import { describe, expect, it } from 'vitest';
import { isSafeBlobKey } from '../storage/blob-key.js';
import { layoutImageKey, layoutImageNamePattern, listLayoutImageNames, newLayoutImageName } from './list-layout-image-names.js';
import { sampleLayoutDocument } from '../test-support/layout-kit.js';

describe('layout image names', () => {
  it('makes names that are always safe blob keys and match the served pattern', () => {
    for (let index = 0; index < 500; index += 1) {
      const name = newLayoutImageName('png');
      expect(layoutImageNamePattern.test(name), name).toBe(true);
      expect(isSafeBlobKey(layoutImageKey('b3ad4f94-ffd3-4682-a507-b21e64b095d2', name)), name).toBe(true);
    }
  });

  it('lists the uploads a document shows, once each, and nothing else', () => {
    const upload = `/api/layout-images/${newLayoutImageName('jpg')}`;
    const document = sampleLayoutDocument({ images: [upload, upload, 'data:image/png;base64,AAAA', '/api/layout-images/../../etc/passwd', '/assets/clipart/x.svg'] });
    expect(listLayoutImageNames(document)).toEqual([upload.split('/').pop()]);
  });
});
