import { describe, expect, it } from 'vitest';
import { setOrDelete } from './search-params';

describe('setOrDelete', () => {
  it('sets a non-empty value and removes an empty or missing one', () => {
    const params = new URLSearchParams('q=old&category=tips&page=2');
    setOrDelete(params, 'q', 'golf');
    setOrDelete(params, 'category', '');
    setOrDelete(params, 'page', undefined);
    setOrDelete(params, 'cursor', null);
    expect(params.toString()).toBe('q=golf');
  });
});
