import type { z } from 'zod';
import { routePath, type ApiErrorBody, type ErrorCode, type PathParams, type RouteBody, type RouteOutput, type RouteQuery, type RouteSpec } from '@garaj/shared';
import { currentRequestScope } from './request-scope';

/** Codes the client itself produces (not sent by the server). Translated in errors.json too. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN';

/** A failed API call: HTTP status plus the server's `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly fields: Record<string, string> | undefined;

  constructor(init: {
    status: number;
    code: ApiError['code'];
    message: string;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }

  /** 4xx: the request itself is wrong; retrying will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;
type QueryInput = Record<string, QueryValue | readonly QueryValue[]>;

/** Request options of a route call; method and path come from the route. */
export interface ApiFetchInit extends Omit<RequestInit, 'body' | 'method'> {
  /** Sent as is (FormData for uploads). */
  body?: BodyInit | null;
}

/** A route's inputs: path parameters when its path has some, its query, its JSON body. */
export type RouteInput<R extends RouteSpec> = (PathParams<R['path']> extends undefined ? { params?: undefined } : { params: PathParams<R['path']> }) &
  (R extends { query: z.ZodType } ? { query?: RouteQuery<R> } : { query?: undefined }) &
  (R extends { body: z.ZodType } ? (undefined extends RouteBody<R> ? { json?: RouteBody<R> } : { json: RouteBody<R> }) : { json?: undefined });

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** The call's options: optional when the route needs no parameters and no body. */
type CallArgs<R extends RouteSpec> = [RequiredKeys<RouteInput<R>>] extends [never]
  ? [init?: ApiFetchInit & RouteInput<R>]
  : [init: ApiFetchInit & RouteInput<R>];
/** A route URL's inputs: its path parameters and query. */
type UrlInput<R extends RouteSpec> = Pick<RouteInput<R>, 'params' | 'query'>;
type UrlArgs<R extends RouteSpec> = [RequiredKeys<UrlInput<R>>] extends [never] ? [input?: UrlInput<R>] : [input: UrlInput<R>];

/** A path with a query string appended; null/undefined values are skipped, arrays repeat the key. */
function withQuery(path: string, query?: QueryInput): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * The URL of a route call (for links, downloads and streams that do not go through
 * {@link apiFetch}): `apiUrl(maintenanceApi.getMaintenanceLogsCsv, { params: { id } })`.
 */
export function apiUrl<R extends RouteSpec>(route: R, ...[input]: UrlArgs<R>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: QueryInput };
  // The route's params are checked by UrlArgs above; here they are already erased to a record.
  const pathOf: (route: RouteSpec, params?: Record<string, string | number>) => string = routePath;
  return withQuery(pathOf(route, params), query);
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The language the API should answer in: the server render's (request scope), else the page's
 * (`<html lang>`, kept in step with the i18n language).
 */
function answerLanguage(): string | null {
  const scope = currentRequestScope();
  if (scope) return scope.language;
  return typeof document !== 'undefined' && document.documentElement.lang ? document.documentElement.lang : null;
}

/**
 * Calls a route of the shared route table (`@garaj/shared` api/): the path is built from the
 * route and `params`, `query` is appended, `json` is sent as the JSON body.
 * Resolves with the route's answer (undefined for 204); rejects with {@link ApiError} otherwise.
 */
export function apiFetch<R extends RouteSpec>(route: R, ...[init]: CallArgs<R>): Promise<RouteOutput<R>> {
  const url = (apiUrl as (route: RouteSpec, input?: unknown) => string)(route, init);
  return send(url, route.method, init) as Promise<RouteOutput<R>>;
}

/**
 * A call to better-auth's own endpoints (`/api/auth/*`, outside the route table): GET unless
 * `method` says otherwise, JSON body in `json`.
 */
export function authApiFetch<T>(path: `/api/auth/${string}`, init: ApiFetchInit & { method?: 'GET' | 'POST'; json?: unknown } = {}): Promise<T> {
  const { method = 'GET', ...rest } = init;
  return send(path, method, rest) as Promise<T>;
}

/**
 * The request itself, with the session cookie and the page's language as `Accept-Language`
 * (admin-written texts come back in it).
 */
async function send(url: string, method: string, init: (ApiFetchInit & { params?: unknown; query?: unknown; json?: unknown }) | undefined): Promise<unknown> {
  const { params: _params, query: _query, json, body, headers: initHeaders, ...rest } = init ?? {};
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const language = answerLanguage();
  if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
  let requestBody: BodyInit | null | undefined = body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(json);
  }

  let response: Response;
  try {
    // On the server (entry-server.tsx) the request scope answers in-process; in the browser, fetch.
    const fetchFn = currentRequestScope()?.fetch ?? fetch;
    response = await fetchFn(url, {
      credentials: 'include',
      ...rest,
      method,
      headers,
      body: requestBody,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network request failed' });
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (isErrorBody(data)) {
      throw new ApiError({
        status: response.status,
        code: data.error.code,
        message: data.error.message,
        fields: data.error.fields,
      });
    }
    throw new ApiError({
      status: response.status,
      code: response.status >= 500 ? 'INTERNAL' : 'UNKNOWN',
      message: response.statusText || `HTTP ${response.status}`,
    });
  }
  return data;
}
