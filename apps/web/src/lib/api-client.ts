import type { ApiErrorBody, ErrorCode } from '@garaj/shared';
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

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** Serialised as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is (FormData for uploads, etc.). Ignored when `json` is given. */
  body?: BodyInit | null;
  /** Appended as a query string; null/undefined values are skipped. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
}

const API_PREFIX = '/api';

/** `'/garages'` → `'/api/garages'`; paths already under `/api/` are left alone. */
export function apiUrl(path: string, query?: ApiFetchInit['query']): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  let url = clean === API_PREFIX || clean.startsWith(`${API_PREFIX}/`) ? clean : `${API_PREFIX}${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, raw] of Object.entries(query)) {
      const values = Array.isArray(raw) ? raw : [raw];
      for (const value of values) {
        if (value !== null && value !== undefined) params.append(key, String(value));
      }
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
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
 * JSON request against the API (`/api/...`), with the session cookie and the page's language as
 * `Accept-Language` (admin-written texts come back in it).
 * Resolves with the parsed body (undefined for 204); rejects with {@link ApiError} otherwise.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, body, query, headers: initHeaders, ...rest } = init;
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
    const send = currentRequestScope()?.fetch ?? fetch;
    response = await send(apiUrl(path, query), {
      credentials: 'include',
      ...rest,
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
  return data as T;
}
