import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

const prefix = 'data:image/png;base64,';
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a `data:image/png;base64,` URL. Node's decoder skips characters it does not
 * know instead of failing, so the alphabet is checked first: a mangled upload is a 400, not a
 * silently different image.
 */
export function decodePngDataUrl(dataUrl: string, maxBytes: number): Buffer {
  if (!dataUrl.startsWith(prefix)) throw invalid();
  const encoded = dataUrl.slice(prefix.length);
  if (encoded.length === 0 || encoded.length % 4 !== 0) throw invalid();
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  if ((encoded.length / 4) * 3 - padding > maxBytes) {
    throw new AppError(413, ErrorCodes.payloadTooLarge, apiMessage('imageTooHeavy', { n: Math.floor(maxBytes / (1024 * 1024)) }));
  }
  if (!base64.test(encoded)) throw invalid();
  return Buffer.from(encoded, 'base64');
}

function invalid(): AppError {
  return new AppError(400, ErrorCodes.validationFailed, apiMessage('imageNotEncoded'));
}
