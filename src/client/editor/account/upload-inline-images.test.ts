import { describe, expect, it, vi } from 'vitest';
import { makeDocument, makeImage, makeText } from '../model/test-fixtures.js';
import { uploadInlineImages } from './upload-inline-images.js';

describe('uploadInlineImages', () => {
  it('leaves a document without data URLs as it is, uploading nothing', async () => {
    const document = makeDocument([makeText(), makeImage({ src: '/api/layout-images/a.png' })]);
    const upload = vi.fn();
    expect(await uploadInlineImages(document, upload, new Map())).toBe(document);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads each distinct data URL once and puts the URL in its place', async () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    const document = makeDocument([makeImage({ id: 'a', src: dataUrl }), makeImage({ id: 'b', src: dataUrl }), makeText()]);
    const upload = vi.fn(() => Promise.resolve('/api/layout-images/x.png'));
    const cache = new Map<string, Promise<string>>();
    const stored = await uploadInlineImages(document, upload, cache);
    expect(stored.elements.map((element) => (element.type === 'image' ? element.src : element.type))).toEqual(['/api/layout-images/x.png', '/api/layout-images/x.png', 'text']);
    expect(upload).toHaveBeenCalledTimes(1);
    // The next save of the same picture uploads nothing more.
    await uploadInlineImages(document, upload, cache);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('fails when an upload fails, and tries that picture again next time', async () => {
    const document = makeDocument([makeImage({ src: 'data:image/png;base64,AAAA' })]);
    const cache = new Map<string, Promise<string>>();
    await expect(uploadInlineImages(document, () => Promise.reject(new Error('offline')), cache)).rejects.toThrow('offline');
    const stored = await uploadInlineImages(document, () => Promise.resolve('/api/layout-images/y.png'), cache);
    expect(stored.elements[0]).toMatchObject({ src: '/api/layout-images/y.png' });
  });
});
