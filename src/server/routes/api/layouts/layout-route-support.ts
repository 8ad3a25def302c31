import { z } from 'zod';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { BuildBoothPackRequest } from '../../../../shared/api/booth-packs.js';
import { LayoutId, maxLayoutDocumentBytes, maxLayoutThumbnailBytes } from '../../../../shared/api/layouts.js';
import { AppError } from '../../../http/app-error.js';
import { refusedAs } from '../../../http/zod-validator-compiler.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * Bodies carrying a document may be this large, so that a document up to four times the cap is
 * refused with the precise 400 LAYOUT_TOO_LARGE (the editor tells the operator what to do);
 * only a body beyond that is cut off as a generic 413 PAYLOAD_TOO_LARGE while it is sent.
 */
export const layoutBodyLimit = 4 * maxLayoutDocumentBytes + Math.ceil(maxLayoutThumbnailBytes / 3) * 4 + 64 * 1024;

export function layoutNotFound(): AppError {
  return new AppError(404, ErrorCodes.notFound, apiMessage('layoutNotFound'));
}

const IdParams = z.object({ id: z.string() });

/** The :id of a layout route as a route's params schema: an id we could never have made is not found (404). */
export const LayoutIdParams = refusedAs(z.object({ id: LayoutId }), layoutNotFound);

/** The :id of a layout route; an id we could never have made is simply not found. */
export function readLayoutId(params: unknown): string {
  const parsed = IdParams.safeParse(params);
  if (!parsed.success || !LayoutId.safeParse(parsed.data.id).success) throw layoutNotFound();
  return parsed.data.id;
}

/** A booth pack's build options; the body may be left out, every field has its default. */
export const BoothPackBody = z.preprocess((body) => body ?? {}, BuildBoothPackRequest);
