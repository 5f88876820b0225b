import { describe, expect, it } from 'vitest';
import { loader } from '@/app/routes/compare';
import { canonicalCompareSearch, readCompareParams } from './use-compare-params';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const D = '44444444-4444-4444-8444-444444444444';
const E = '55555555-5555-4555-8555-555555555555';

const read = (search: string) => readCompareParams(new URLSearchParams(search)).cars;
const canonical = (search: string) => canonicalCompareSearch(new URLSearchParams(search));

/** What the route's loader throws for an address (a redirect Response), or null when it renders. */
function redirectOf(path: string): { status: number; location: string | null } | null {
  try {
    const url = new URL(path, 'http://localhost');
    void loader({ request: new Request(url), url, pattern: '/compare', params: {}, context: undefined });
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
  return null;
}

describe('the compare address', () => {
  it('reads cars in order, trimmed, empty entries dropped, at most four', () => {
    expect(read(`cars=${A},${B}`)).toEqual([A, B]);
    expect(read(`cars= ${B} ,,${A},`)).toEqual([B, A]);
    expect(read(`cars=${A},${A},bozuk`)).toEqual([A, A, 'bozuk']);
    expect(read(`cars=${A},${B},${C},${D},${E}`)).toEqual([A, B, C, D]);
    expect(read('')).toEqual([]);
    // The two-slot parameters are not read: the loader redirects them.
    expect(read(`car1=${A}`)).toEqual([]);
  });

  it('turns the two-slot address into cars and keeps other parameters', () => {
    expect(canonical(`car1=${A}&car2=${B}`)).toBe(`cars=${A},${B}`);
    expect(canonical(`car2=${B}`)).toBe(`cars=${B}`);
    expect(canonical(`car1=&car2=${B}&ref=ana`)).toBe(`ref=ana&cars=${B}`);
    expect(canonical('car1=&car2=')).toBe('');
    // cars wins over the old parameters, which are dropped.
    expect(canonical(`cars=${C}&car1=${A}`)).toBe(`cars=${C}`);
  });

  it('keeps the first four of a longer list, and leaves a good address alone', () => {
    expect(canonical(`cars=${A},${B},${C},${D},${E}`)).toBe(`cars=${A},${B},${C},${D}`);
    expect(canonical(`cars=${A},${B},${C},${D}`)).toBeNull();
    expect(canonical(`cars=${A}`)).toBeNull();
    expect(canonical('')).toBeNull();
  });

  it('the page answers an old or over-long address with a 301 to the cars address', () => {
    expect(redirectOf(`/compare?car1=${A}&car2=${B}`)).toEqual({ status: 301, location: `/compare?cars=${A},${B}` });
    expect(redirectOf(`/compare?car1=${A}`)).toEqual({ status: 301, location: `/compare?cars=${A}` });
    expect(redirectOf(`/compare?car1=`)).toEqual({ status: 301, location: '/compare' });
    expect(redirectOf(`/compare?cars=${A},${B},${C},${D},${E}`)).toEqual({ status: 301, location: `/compare?cars=${A},${B},${C},${D}` });
  });
});
