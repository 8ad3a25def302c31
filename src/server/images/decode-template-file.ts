import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { ApiMessage } from '../../shared/api/api-messages.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Bytes of an uploaded template file, base64 bare or as a data URL. The size is checked from the
 * encoded length before decoding, with the spec's own message; the alphabet is checked because
 * Node's decoder skips unknown characters instead of failing.
 */
export function decodeTemplateFile(value: string, maxBytes: number, tooLargeMessage: ApiMessage): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  if (value.startsWith('data:') && (comma === -1 || !value.slice(0, comma).endsWith(';base64'))) throw invalid();
  const encoded = comma === -1 ? value : value.slice(comma + 1);
  if (encoded.length === 0 || encoded.length % 4 !== 0) throw invalid();
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  if ((encoded.length / 4) * 3 - padding > maxBytes) throw new AppError(413, ErrorCodes.payloadTooLarge, tooLargeMessage);
  if (!base64.test(encoded)) throw invalid();
  return Buffer.from(encoded, 'base64');
}

function invalid(): AppError {
  return new AppError(400, ErrorCodes.validationFailed, apiMessage('fileNotEncoded'));
}
