import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute, output } from '@garaj/shared';
import { shouldRetry } from '@/app/providers/query-provider';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ApiError, apiFetch, apiUrl } from './api-client';

const listGarages = defineRoute({
  method: 'GET',
  path: '/api/garages',
  query: z.object({ q: z.string().optional(), page: z.number().optional(), skip: z.string().optional(), tag: z.array(z.string()).optional() }),
  response: output<{ items: string[] }>(),
});
const createGarage = defineRoute({ method: 'POST', path: '/api/garages', body: z.object({ name: z.string() }), response: output<{ id: string }>() });
const deleteGarage = defineRoute({ method: 'DELETE', path: '/api/garages/:id', params: z.object({ id: z.string() }) });

/** `fetch` answers `response` to every call. */
const answer = (response: Response) => mockFetch(() => response);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it("builds the route's path with encoded parameters and adds query parameters", () => {
    expect(apiUrl(listGarages)).toBe('/api/garages');
    expect(apiUrl(deleteGarage, { params: { id: 'a/b ç' } })).toBe('/api/garages/a%2Fb%20%C3%A7');
    expect(apiUrl(listGarages, { query: { q: 'şoför x', page: 2, skip: undefined, tag: ['a', 'b'] } })).toBe(
      '/api/garages?q=%C5%9Fof%C3%B6r+x&page=2&tag=a&tag=b',
    );
  });
});

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the body', async () => {
    const fetchMock = answer(jsonResponse({ id: 'g1' }, 201));
    await expect(apiFetch(createGarage, { json: { name: 'X' } })).resolves.toEqual({
      id: 'g1',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/garages');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"X"}');
  });

  it('returns undefined for 204', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(apiFetch(deleteGarage, { params: { id: 'g1' } })).resolves.toBeUndefined();
  });

  it('throws ApiError with code, message and fields from the error body', async () => {
    answer(
      jsonResponse(
        { error: { code: 'VALIDATION_FAILED', message: 'Zorunlu alanları doldurmanız gerekiyor.', fields: { name: 'REQUIRED' } } },
        400,
      ),
    );
    const error = await apiFetch(listGarages).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Zorunlu alanları doldurmanız gerekiyor.',
      fields: { name: 'REQUIRED' },
    });
  });

  it('still throws ApiError for a non-JSON failure', async () => {
    answer(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch(listGarages)).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiFetch(listGarages)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('query retries', () => {
  it('does not retry 4xx, retries 5xx and network errors up to 3 times', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, code: 'NOT_FOUND', message: '' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 503, code: 'INTERNAL', message: '' }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' }))).toBe(true);
    expect(shouldRetry(3, new Error('boom'))).toBe(false);
  });
});
