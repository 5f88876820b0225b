import { describe, expect, it } from 'vitest';
import { comparablePosition } from './use-position-sync';

describe('comparablePosition', () => {
  it('compares approximate positions on the 0.01° grid the server stores, exact ones as they are', () => {
    expect(comparablePosition({ lat: 41.04312, lng: 29.00871 }, 'approximate')).toBe('41.04,29.01');
    // A move inside the same cell changes nothing for an approximate share: no update is sent.
    expect(comparablePosition({ lat: 41.04412, lng: 29.00771 }, 'approximate')).toBe('41.04,29.01');
    expect(comparablePosition({ lat: 41.04312, lng: 29.00871 }, 'exact')).toBe('41.04312,29.00871');
  });
});
