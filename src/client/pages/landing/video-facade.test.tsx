// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { buildEmbedUrl, VideoFacade } from './video-facade.js';

const poster = {
  src: '/poster-640.webp',
  srcSet: '/poster-640.webp 640w, /poster-1280.webp 1280w',
  avifSrcSet: '/poster-480.avif 480w, /poster-960.avif 960w',
  avifSrc: '/poster-960.avif',
  width: 1280,
  height: 800,
};

function renderFacade() {
  return render(<VideoFacade videoId="abc_123-XY" title="Video tutorial" playLabel="Guarda il video" poster={poster} posterSizes="100vw" />);
}

afterEach(cleanup);

describe('VideoFacade', () => {
  test('shows our own poster and a play button, and no iframe, until clicked', () => {
    const { container } = renderFacade();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Guarda il video' })).toBeTruthy();
    const images = Array.from(container.querySelectorAll('img'));
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('/poster-640.webp');
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    // AVIF first, at the poster's sizes; the WebP img for a browser without it.
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toBe('/poster-480.avif 480w, /poster-960.avif 960w');
    expect(avif?.getAttribute('sizes')).toBe('100vw');
    // Nothing in the facade points at a third-party origin.
    expect(container.innerHTML).not.toMatch(/youtube|ytimg|googlevideo/i);
  });

  test('a click swaps in the youtube-nocookie player, titled, autoplaying and focused', async () => {
    const user = userEvent.setup();
    const { container } = renderFacade();
    await user.click(screen.getByRole('button', { name: 'Guarda il video' }));

    const frame = screen.getByTitle('Video tutorial');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc_123-XY?autoplay=1');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Guarda il video' })).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  test('the video id cannot break out of the embed path', () => {
    expect(buildEmbedUrl('a/b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1');
  });
});
