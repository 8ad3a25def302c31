import { useState } from 'react';
import { ScreenshotPicture } from './screenshot-picture.js';
import type { Screenshot } from './screenshots.js';
import './video-facade.css';

interface VideoFacadeProps {
  videoId: string;
  /** The iframe's title, which names the player for screen readers. */
  title: string;
  /** The play button's accessible name. */
  playLabel: string;
  poster: Screenshot;
  posterSizes: string;
}

/** youtube-nocookie.com: YouTube sets no cookie until the visitor plays the video. */
export function buildEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/**
 * A lightweight stand-in for the YouTube player: our own poster and a play button. Nothing is
 * requested from a third party (no iframe, no preconnect) until the visitor clicks; the click
 * swaps in the player, which starts at once.
 */
export function VideoFacade({ videoId, title, playLabel, poster, posterSizes }: VideoFacadeProps) {
  const [isPlaying, setIsPlaying] = useState(false);

  return (
    <div className="video-facade">
      {isPlaying ? (
        <iframe
          // Focus follows the click into the player, so keyboard users can pause it at once.
          ref={(frame) => frame?.focus()}
          className="video-facade__frame"
          src={buildEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-facade__button" aria-label={playLabel} onClick={() => setIsPlaying(true)}>
          <ScreenshotPicture className="video-facade__poster" screenshot={poster} sizes={posterSizes} alt="" loading="lazy" decoding="async" />
          <svg className="video-facade__play" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
            <rect width="68" height="48" rx="12" />
            <path d="M27 15v18l16-9z" />
          </svg>
        </button>
      )}
    </div>
  );
}
