/**
 * Sets `key` to `value` in `params` (in place), or removes it when `value` is empty, null or
 * undefined: an address keeps only the filters that are set.
 */
export function setOrDelete(params: URLSearchParams, key: string, value: string | null | undefined): void {
  if (value) params.set(key, value);
  else params.delete(key);
}
