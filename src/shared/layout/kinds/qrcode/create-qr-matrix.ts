import QRCode from 'qrcode';
import { ByteLru } from '../../../util/byte-lru.js';
import type { QrErrorCorrection } from '../../qrcode-element.js';
import type { QrMatrix } from './qr-geometry.js';

/**
 * The matrices made last, by level and link: encoding picks the best of eight masks, each
 * scored over the whole symbol, which is most of drawing a code. A layout's codes are drawn
 * again and again (each export, both layers of a booth pack, the server's renders), and a
 * matrix depends on nothing but its link and level. At most 1 MB of modules (a version 40
 * symbol is 177² ≈ 31 kB).
 */
const made = new ByteLru<QrMatrix>(1024 * 1024);

/**
 * The module matrix of a link at an error correction level (the package picks the smallest
 * version and the best mask). Null when it cannot be encoded, which a valid document never
 * asks for (its link fits version 40 at every level), so the view can show a box instead of
 * breaking the canvas. The matrix is shared: read it, never change it.
 */
export function createQrMatrix(url: string, errorCorrection: QrErrorCorrection): QrMatrix | null {
  const key = `${errorCorrection}:${url}`;
  const known = made.get(key);
  if (known !== undefined) return known;
  try {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: errorCorrection });
    const matrix: QrMatrix = { size: modules.size, data: modules.data };
    made.set(key, matrix, modules.data.length + key.length * 2);
    return matrix;
  } catch (error) {
    console.error('QR code not encodable:', error);
    return null;
  }
}
