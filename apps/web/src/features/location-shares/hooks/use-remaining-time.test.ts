import { describe, expect, it } from 'vitest';
import { remainingMinutes, splitRemaining } from './use-remaining-time';

describe('remaining time', () => {
  const now = Date.parse('2026-05-01T10:00:00.000Z');
  it('rounds up to whole minutes and never goes below zero', () => {
    expect(remainingMinutes('2026-05-01T10:30:00.000Z', now)).toBe(30);
    expect(remainingMinutes('2026-05-01T10:29:00.001Z', now)).toBe(30);
    expect(remainingMinutes('2026-05-01T10:00:30.000Z', now)).toBe(1);
    expect(remainingMinutes('2026-05-01T10:00:00.000Z', now)).toBe(0);
    expect(remainingMinutes('2026-05-01T09:00:00.000Z', now)).toBe(0);
  });
  it('shows minutes under 60, hours and minutes from 60, expired at 0', () => {
    expect(splitRemaining(0)).toEqual({ kind: 'expired' });
    expect(splitRemaining(1)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(splitRemaining(59)).toEqual({ kind: 'minutes', minutes: 59 });
    expect(splitRemaining(60)).toEqual({ kind: 'hours', hours: 1, minutes: 0 });
    expect(splitRemaining(90)).toEqual({ kind: 'hours', hours: 1, minutes: 30 });
    expect(splitRemaining(120)).toEqual({ kind: 'hours', hours: 2, minutes: 0 });
  });
});
