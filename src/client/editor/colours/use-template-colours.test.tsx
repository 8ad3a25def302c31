// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractTemplateColours } from './extract-template-colours.js';
import { useTemplateColours } from './use-template-colours.js';

vi.mock('./extract-template-colours.js', () => ({ extractTemplateColours: vi.fn() }));

const extract = vi.mocked(extractTemplateColours);

/** A promise the test settles by hand, to look at the hook before and after extraction ends. */
function defer() {
  let resolve: (colours: readonly string[]) => void = () => undefined;
  const promise = new Promise<readonly string[]>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const gold = ['#24231f', '#f7f0e3', '#cf9c4c'];
const neon = ['#2b144c', '#fbf8ff', '#6a6db0'];

describe('useTemplateColours', () => {
  afterEach(() => {
    extract.mockReset();
  });

  it('is empty without an image and does not extract', () => {
    const { result } = renderHook(() => useTemplateColours(null));
    expect(result.current).toEqual([]);
    expect(extract).not.toHaveBeenCalled();
  });

  it('is empty until the colours are extracted, then returns them', async () => {
    const pending = defer();
    extract.mockReturnValueOnce(pending.promise);
    const image = new Image();
    const { result } = renderHook(() => useTemplateColours(image));
    expect(result.current).toEqual([]);
    expect(extract).toHaveBeenCalledWith(image);
    await act(async () => {
      pending.resolve(gold);
      await pending.promise;
    });
    expect(result.current).toEqual(gold);
  });

  it('extracts again for a new image and never shows the previous colours for it', async () => {
    const first = defer();
    const second = defer();
    extract.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const firstImage = new Image();
    const secondImage = new Image();
    const { result, rerender } = renderHook(({ image }: { image: HTMLImageElement | null }) => useTemplateColours(image), { initialProps: { image: firstImage } });
    await act(async () => {
      first.resolve(gold);
      await first.promise;
    });
    expect(result.current).toEqual(gold);
    rerender({ image: secondImage });
    expect(result.current).toEqual([]);
    await act(async () => {
      second.resolve(neon);
      await second.promise;
    });
    expect(result.current).toEqual(neon);
    expect(extract).toHaveBeenCalledTimes(2);
  });

  it('drops a result that arrives after the image changed', async () => {
    const stale = defer();
    const fresh = defer();
    extract.mockReturnValueOnce(stale.promise).mockReturnValueOnce(fresh.promise);
    const secondImage = new Image();
    const { result, rerender } = renderHook(({ image }: { image: HTMLImageElement | null }) => useTemplateColours(image), { initialProps: { image: new Image() } });
    rerender({ image: secondImage });
    await act(async () => {
      fresh.resolve(neon);
      await fresh.promise;
    });
    await act(async () => {
      stale.resolve(gold);
      await stale.promise;
    });
    expect(result.current).toEqual(neon);
  });

  it('does not update state after unmount', async () => {
    const pending = defer();
    extract.mockReturnValueOnce(pending.promise);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useTemplateColours(new Image()));
    unmount();
    await act(async () => {
      pending.resolve(gold);
      await pending.promise;
    });
    expect(result.current).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
