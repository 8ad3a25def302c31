import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiErrorBody, type ErrorCode, ErrorCodes } from '../../shared/api/error-codes.js';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.js';
import { AppError } from '../http/app-error.js';

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

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: unknown): FastifyReply {
  const body: ApiErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function isApiRequest(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}

interface Classified {
  status: number;
  code: ErrorCode;
  message: string;
  details?: unknown;
}

function classify(error: FastifyError | AppError): Classified {
  if (error instanceof AppError) return { status: error.statusCode, code: error.code, message: error.message, details: error.details };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: ErrorCodes.rateLimited, message: 'Troppe richieste. Riprova tra poco.' };
  if (status === 413) return { status, code: ErrorCodes.payloadTooLarge, message: 'Il contenuto inviato è troppo grande.' };
  if (status === 415) return { status, code: ErrorCodes.unsupportedMediaType, message: 'Tipo di contenuto non supportato.' };
  if (status === 405) return { status, code: ErrorCodes.methodNotAllowed, message: 'Metodo non consentito.' };
  if (status === 404) return { status, code: ErrorCodes.notFound, message: 'Risorsa non trovata.' };
  if (error.validation !== undefined) return { status: 400, code: ErrorCodes.validationFailed, message: 'La richiesta non è valida.' };
  if (status === 400 && isJsonError(error)) return { status, code: ErrorCodes.invalidJson, message: 'Il corpo della richiesta non è JSON valido.' };
  if (status >= 400 && status < 500) return { status, code: ErrorCodes.validationFailed, message: 'La richiesta non è valida.' };
  if (isDatabaseUnavailable(error)) return { status: 503, code: ErrorCodes.databaseUnavailable, message: 'Servizio momentaneamente non disponibile. Riprova tra poco.' };
  return { status: 500, code: ErrorCodes.internal, message: 'Errore interno del server.' };
}

function isJsonError(error: FastifyError): boolean {
  return error instanceof SyntaxError || (error.code ?? '').includes('JSON');
}
