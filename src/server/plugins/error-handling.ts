import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiErrorBody, type ErrorCode, ErrorCodes } from '../../shared/api/error-codes.js';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.js';
import { AppError } from '../http/app-error.js';
import { apiMessage, apiMessages, type ApiMessage, fillMessage } from '../../shared/api/api-messages.js';

/**
 * Turns every failure into the shared error shape. Client mistakes (bad JSON, wrong types,
 * wrong media type, oversize bodies) map to 4xx with a catalogue code; only our own faults are
 * 500, and those never leak internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, code, message, details } = classify(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A brief outage: browsers and Stripe's webhook retries may come back, and should.
    if (code === ErrorCodes.databaseUnavailable || code === ErrorCodes.renderBusy) void reply.header('Retry-After', '5');
    else request.log.info({ code, status }, 'request rejected');
    return sendError(reply, status, code, message, details);
  });
}

/** The shared error shape; a keyed message sends its key and numbers along, for the client's dictionaries. */
export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string | ApiMessage, details?: unknown): FastifyReply {
  const keyed = typeof message === 'string' ? {} : { messageKey: message.key, ...(message.params === undefined ? {} : { params: message.params }) };
  const text = typeof message === 'string' ? message : fillMessage(apiMessages[message.key], message.params);
  const body: ApiErrorBody = { error: { code, message: text, ...keyed, ...(details === undefined ? {} : { details }) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function isApiRequest(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}

interface Classified {
  status: number;
  code: ErrorCode;
  message: string | ApiMessage;
  details?: unknown;
}

function classify(error: FastifyError | AppError): Classified {
  if (error instanceof AppError) {
    const message = error.messageKey === undefined ? error.message : apiMessage(error.messageKey, error.messageParams);
    return { status: error.statusCode, code: error.code, message, details: error.details };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: ErrorCodes.rateLimited, message: apiMessage('tooManyRequests') };
  if (status === 413) return { status, code: ErrorCodes.payloadTooLarge, message: apiMessage('payloadTooLarge') };
  if (status === 415) return { status, code: ErrorCodes.unsupportedMediaType, message: apiMessage('unsupportedMediaType') };
  if (status === 405) return { status, code: ErrorCodes.methodNotAllowed, message: apiMessage('methodNotAllowed') };
  if (status === 404) return { status, code: ErrorCodes.notFound, message: apiMessage('notFound') };
  if (error.validation !== undefined) return { status: 400, code: ErrorCodes.validationFailed, message: apiMessage('invalidRequest') };
  if (status === 400 && isJsonError(error)) return { status, code: ErrorCodes.invalidJson, message: apiMessage('invalidJson') };
  if (status >= 400 && status < 500) return { status, code: ErrorCodes.validationFailed, message: apiMessage('invalidRequest') };
  if (isDatabaseUnavailable(error)) return { status: 503, code: ErrorCodes.databaseUnavailable, message: apiMessage('databaseUnavailable') };
  return { status: 500, code: ErrorCodes.internal, message: apiMessage('internal') };
}

function isJsonError(error: FastifyError): boolean {
  return error instanceof SyntaxError || (error.code ?? '').includes('JSON');
}
