// Maps every failure to the envelope of §8 (or the flat token-call failure). The client sees a
// clear message; internals (stack traces, SQL, library wording) go to the log only.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CODE, fail as envelopeFail } from '@exchange/contract';
import { BusinessError, TokenCallError } from './errors.ts';
import { LedgerError } from '../ledger/errors.ts';
import { AUTH_TOKEN_PATH } from '@exchange/contract';

const KNOWN: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_BAD_URL: 'Malformed URL: a percent sign must start an encoded byte',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The upload must be multipart/form-data',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
};

const isTokenCall = (request: FastifyRequest) => request.url.split('?')[0] === AUTH_TOKEN_PATH;

/** Statuses answered as they are (with the same code in the envelope); other client errors are 400. */
const KEPT_STATUS = new Set([403, 404, 414, 429]);

const BY_STATUS: Record<number, string> = { 403: 'Forbidden', 404: 'Not found', 405: 'Method not allowed', 413: 'The request body is too large', 415: 'Unsupported content type' };

const clientMessage = (error: FastifyError): string | null => {
  if (error.code && KNOWN[error.code]) return KNOWN[error.code]!;
  if (error instanceof SyntaxError) return 'Malformed JSON body';
  if (error.statusCode === 429) return error.message || 'Too many requests, please slow down';
  // Other client errors raised by plugins: say what kind, not the plugin's own wording.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return BY_STATUS[error.statusCode] ?? 'Invalid request';
  return null;
};

export const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof TokenCallError)
    return reply.status(error.status).send({ error_code: error.status, error_description: error.message });
  // The ledger's refusals (insufficient balance …) are written for the user.
  if (error instanceof LedgerError) return reply.status(200).send(envelopeFail(error.message, CODE.business));
  if (error instanceof BusinessError) {
    const status = error.code === CODE.unauthorized ? 401 : 200;
    return reply.status(status).send(envelopeFail(error.message, error.code));
  }
  const message = clientMessage(error);
  const status = error.statusCode && KEPT_STATUS.has(error.statusCode) ? error.statusCode : 400;
  if (message) {
    request.log.info({ code: error.code, url: request.url }, message);
    if (isTokenCall(request)) return reply.status(status).send({ error_code: status, error_description: message });
    return reply.status(status).send(envelopeFail(message, status === 400 ? CODE.business : status));
  }
  request.log.error({ err: error, url: request.url }, 'unhandled error');
  const neutral = `The request could not be completed (ref ${request.id})`;
  if (isTokenCall(request)) return reply.status(400).send({ error_code: 400, error_description: neutral });
  return reply.status(400).send(envelopeFail(neutral));
};
