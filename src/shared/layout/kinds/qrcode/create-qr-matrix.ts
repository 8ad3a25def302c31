import QRCode from 'qrcode';
import type { QrErrorCorrection } from '../../qrcode-element.js';
import type { QrMatrix } from './qr-geometry.js';

/**
 * The module matrix of a link at an error correction level (the package picks the smallest
 * version and the best mask). Null when it cannot be encoded, which a valid document never
 * asks for (its link fits version 40 at every level), so the view can show a box instead of
 * breaking the canvas.
 */
export function createQrMatrix(url: string, errorCorrection: QrErrorCorrection): QrMatrix | null {
  try {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: errorCorrection });
    return { size: modules.size, data: modules.data };
  } catch (error) {
    console.error('QR code not encodable:', error);
    return null;
  }
}
