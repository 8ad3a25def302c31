import { z } from 'zod';
import { Colour } from './colour.js';
import { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';
import { isStoredQrLink, qrLinkMaxBytes } from './qr-link.js';

const { qrSize, qrQuietZone } = layoutRanges;

/** Error correction levels: the share of the code that may be damaged or covered (7, 15, 25, 30 %). */
export const QrErrorCorrection = z.enum(['L', 'M', 'Q', 'H']);
export type QrErrorCorrection = z.infer<typeof QrErrorCorrection>;

/**
 * A QR code carrying a link. Always square: one `size` instead of width and height makes that
 * an invariant of the data. The view draws the modules as vector rectangles, so any export
 * resolution is sharp. The quiet zone (the blank margin readers need) is counted in modules
 * and lies inside `size`, painted with the background when there is one.
 */
export const QrCodeElement = ElementBase.extend({
  type: z.literal('qrcode'),
  url: z.string().refine(isStoredQrLink, `expected an http(s) link of at most ${qrLinkMaxBytes} bytes`),
  size: z.number().min(qrSize.min),
  color: Colour,
  backgroundEnabled: z.boolean(),
  backgroundColor: Colour,
  quietZone: z.number().int().min(qrQuietZone.min).max(qrQuietZone.max),
  errorCorrection: QrErrorCorrection,
});
export type QrCodeElement = z.infer<typeof QrCodeElement>;
