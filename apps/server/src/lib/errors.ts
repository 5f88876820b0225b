/**
 * Errors that cross the HTTP boundary. Services throw `AppError` with a code from
 * `@garaj/shared` ERROR_MESSAGES; the central handler (app.ts) turns it into
 * `{ error: { code, message, fields? } }` with the given status. Anything else is a 500
 * that is logged with the request id and says nothing internal to the client.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorCode } from '@garaj/shared';
import { InvalidCursorError } from '../db/pagination.ts';

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

/**
 * True when `error`, or one of its causes (Drizzle wraps the driver's error), is PostgreSQL's
 * unique violation (23505) — on `constraint` when one is named (matched by the error's
 * constraint name, or in its message where the driver gives no name).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    if (constraint === undefined || name === constraint || (typeof message === 'string' && message.includes(constraint))) return true;
  }
  return false;
}

function messageFor(code: string): string {
  return (ERROR_MESSAGES as Record<string, string>)[code] ?? code;
}

const isErrorCode = (code: string): code is ErrorCode => code in ERROR_MESSAGES;

/**
 * Fastify's (and its plugins') own error codes → ours, so the framework's refusals have the
 * same shape as ours and name the real problem. The status stays Fastify's.
 */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_INVALID_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'BAD_URL',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
  // @fastify/multipart: a file part beyond the upload limit.
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
};

/** Code for any other 4xx by status (the generic "fill the required fields" is never guessed). */
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  414: 'BAD_URL',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * PostgreSQL data exceptions that only request data can cause (a value the edge guard and the
 * schemas should already have refused): answered 400 and logged as a warning, not a 500.
 */
const DATABASE_INPUT_CODES: Record<string, ErrorCode> = {
  '22P05': 'INVALID_CHARACTERS', // untranslatable_character (NUL in text)
  '22021': 'INVALID_CHARACTERS', // character_not_in_repertoire (invalid byte sequence)
  '22007': 'VALUE_INVALID', // invalid_datetime_format
  '22008': 'VALUE_INVALID', // datetime_field_overflow (e.g. year 0)
};

/** The SQLSTATE of a database error, looking through Drizzle's wrapper (`cause`). */
function databaseCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Field problems from a zod validation failure: path → code. Issue messages that are not one of
 * our codes (zod's English defaults) become `VALUE_INVALID`. The top-level code is the most
 * specific one: the first field code other than REQUIRED/VALUE_INVALID (e.g. LIMIT_OUT_OF_RANGE,
 * DATE_OUT_OF_RANGE, YEAR_OUT_OF_RANGE); else VALIDATION_FAILED when a required field is
 * missing; else VALUE_INVALID.
 */
function validationBody(issues: { instancePath: string; message?: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    const code = issue.message && isErrorCode(issue.message) ? issue.message : 'VALUE_INVALID';
    if (!fields[key]) fields[key] = code;
  }
  const codes = Object.values(fields);
  const code = codes.find((c) => c !== 'REQUIRED' && c !== 'VALUE_INVALID') ?? (codes.includes('REQUIRED') || !codes.length ? 'VALIDATION_FAILED' : 'VALUE_INVALID');
  return { error: { code, message: messageFor(code), fields } };
}

/**
 * The one place that shapes errors: the Fastify error handler and `frameworkErrors` (bad URLs).
 * AppError as thrown; a malformed list cursor (db/pagination.ts) as 400 VALIDATION_FAILED with field
 * `cursor`: VALUE_INVALID; zod schema validation as field codes; Fastify's own errors (bad JSON, body
 * too large, unsupported media type, bad URL) by FRAMEWORK_CODES; rate limits; request-data
 * database exceptions as 400; any other 4xx by status; everything else a logged 500 `INTERNAL`
 * that says nothing internal.
 */
export function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    });
  }
  if (error instanceof InvalidCursorError) {
    return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message: messageFor('VALIDATION_FAILED'), fields: { cursor: 'VALUE_INVALID' } } });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(validationBody(error.validation));
  }
  const fastifyCode = (error as FastifyError).code;
  const status = (error as FastifyError).statusCode ?? 500;
  const mapped = fastifyCode ? FRAMEWORK_CODES[fastifyCode] : undefined;
  if (mapped) {
    const mappedStatus = status >= 400 && status < 500 ? status : mapped === 'FILE_TOO_LARGE' ? 413 : 400;
    return reply.status(mappedStatus).send({ error: { code: mapped, message: messageFor(mapped) } });
  }
  if (status === 429) {
    return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: messageFor('RATE_LIMITED') } });
  }
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
    return reply.status(status).send({ error: { code, message: messageFor(code) } });
  }
  const dbCode = databaseCode(error);
  const inputCode = dbCode ? DATABASE_INPUT_CODES[dbCode] : undefined;
  if (inputCode) {
    request.log.warn({ err: error, url: request.url, method: request.method }, 'request data refused by the database');
    return reply.status(400).send({ error: { code: inputCode, message: messageFor(inputCode) } });
  }
  request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
  return reply.status(500).send({ error: { code: 'INTERNAL', message: messageFor('INTERNAL') } });
}
