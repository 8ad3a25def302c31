import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Bytes of a base64 upload, with or without a `data:…;base64,` prefix. The alphabet is checked
 * first because Node's decoder skips unknown characters instead of failing.
 */
export function decodeBase64File(value: string, maxBytes: number): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  if (value.startsWith('data:') && (comma === -1 || !value.slice(0, comma).endsWith(';base64'))) throw invalid();
  const encoded = comma === -1 ? value : value.slice(comma + 1);
  if (encoded.length === 0 || encoded.length % 4 !== 0 || !base64.test(encoded)) throw invalid();
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  if ((encoded.length / 4) * 3 - padding > maxBytes) {
    throw new AppError(413, ErrorCodes.payloadTooLarge, apiMessage('fileTooHeavy', { n: Math.floor(maxBytes / (1024 * 1024)) }));
  }
  return Buffer.from(encoded, 'base64');
}

function invalid(): AppError {
  return new AppError(400, ErrorCodes.validationFailed, apiMessage('fileNotEncoded'));
}
