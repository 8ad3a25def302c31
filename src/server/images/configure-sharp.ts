import sharp from 'sharp';

/**
 * libvips keeps recent operations and their pixels in a cache (50 MB by default) to speed up
 * repeated work on the same file; an upload is never decoded twice, so that cache only holds
 * memory. Off, the RSS of a burst of uploads is bounded by the upload gate alone.
 */
export function configureSharp(): void {
  sharp.cache(false);
}
