/**
 * Errors that cross the HTTP boundary. Services throw `AppError` with a code from
 * `@garaj/shared` ERROR_MESSAGES; the central handler (app.ts) turns it into
 * `{ error: { code, message, fields? } }` with the given status. Anything else is a 500
 * that is logged with the request id and says nothing internal to the client.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorCode } from '@garaj/shared';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(ERROR_MESSAGES[code]);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(403, code);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
export const badRequest = (code: ErrorCode, fields?: Record<string, string>) => new AppError(400, code, fields);
export const conflict = (code: ErrorCode, fields?: Record<string, string>) => new AppError(409, code, fields);

function messageFor(code: string): string {
  return (ERROR_MESSAGES as Record<string, string>)[code] ?? code;
}

/** Fastify error handler: AppError, schema validation, rate limit, body limits, then 500. */
export function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      if (!fields[key]) fields[key] = issue.message ?? 'VALUE_INVALID';
    }
    const first = Object.values(fields)[0];
    const code = first && first in ERROR_MESSAGES && first !== 'REQUIRED' ? first : 'VALIDATION_FAILED';
    return reply.status(400).send({ error: { code, message: messageFor(code), fields } });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) {
    return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: messageFor('RATE_LIMITED') } });
  }
  if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
    return reply.status(413).send({ error: { code: 'FILE_TOO_LARGE', message: messageFor('FILE_TOO_LARGE') } });
  }
  if (status >= 400 && status < 500) {
    const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'VALIDATION_FAILED';
    return reply.status(status).send({ error: { code, message: messageFor(code) } });
  }
  request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
  return reply.status(500).send({ error: { code: 'INTERNAL', message: messageFor('INTERNAL') } });
}
