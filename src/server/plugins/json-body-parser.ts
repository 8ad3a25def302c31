import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { maxJsonDepth, textNestsDeeperThan } from '../http/json-nesting.js';
import { apiMessage } from '../../shared/api/api-messages.js';

function tooDeep(request: FastifyRequest): AppError {
  // The editor tells the operator what is wrong with a layout by this code.
  if (request.routeOptions.url?.startsWith('/api/layouts') === true) {
    return new AppError(400, ErrorCodes.layoutInvalid, apiMessage('layoutInvalid'), { reason: 'too-deep', maxDepth: maxJsonDepth });
  }
  return new AppError(400, ErrorCodes.validationFailed, apiMessage('invalidRequest'), { reason: 'too-deep', maxDepth: maxJsonDepth });
}

/**
 * Fastify's own JSON parser (same prototype-poisoning refusals), behind a one-pass nesting
 * check: a body of deeply nested arrays is refused before any object is built from it, and no
 * check after it (schema, size, storage) walks a structure deep enough to exhaust the stack.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (textNestsDeeperThan(text, maxJsonDepth)) {
      done(tooDeep(request), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
