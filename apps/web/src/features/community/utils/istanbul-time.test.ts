import { describe, expect, it } from 'vitest';
import { fromTurkeyInput, toTurkeyInput } from './istanbul-time';

describe('Turkey time of the event form', () => {
  it('reads a datetime-local value as UTC+3', () => {
    expect(fromTurkeyInput('2026-05-24T14:00')).toBe('2026-05-24T11:00:00.000Z');
    expect(fromTurkeyInput('2026-01-01T01:30')).toBe('2025-12-31T22:30:00.000Z');
  });
  it('refuses empty and malformed values', () => {
    expect(fromTurkeyInput('')).toBeNull();
    expect(fromTurkeyInput('24.05.2026 14:00')).toBeNull();
    expect(fromTurkeyInput('2026-13-40T99:00')).toBeNull();
  });
  it('writes an ISO date-time back as the Turkey time value (round trip)', () => {
    expect(toTurkeyInput('2026-05-24T11:00:00.000Z')).toBe('2026-05-24T14:00');
    expect(fromTurkeyInput(toTurkeyInput('2026-08-01T21:15:00.000Z'))).toBe('2026-08-01T21:15:00.000Z');
    expect(toTurkeyInput('nope')).toBe('');
  });
});
