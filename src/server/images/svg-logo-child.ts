import sharp from 'sharp';
import { childTask } from '../workers/child-task-host.js';
import { configureSharp } from './configure-sharp.js';
import { type RasterisedLogo, rasteriseLogo } from './rasterise-logo.js';

// One core per SVG: a logo needs no more, and a costly one must not take every core until its deadline.
configureSharp();
sharp.concurrency(1);

childTask<Uint8Array, RasterisedLogo>((bytes) => rasteriseLogo(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'svg'));
