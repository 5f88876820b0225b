import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { remainingMinutes, splitRemaining, useNow } from './use-remaining-time';

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

describe('useNow across the server render and hydration', () => {
  const fetchedAt = Date.parse('2026-05-01T10:00:50.000Z');
  const expiresAt = '2026-05-01T10:30:00.000Z';
  function Countdown({ renderedAt }: { renderedAt?: number }) {
    const now = useNow(undefined, undefined, renderedAt);
    return createElement('p', null, `${remainingMinutes(expiresAt, now)} dk`);
  }

  async function hydrateAMinuteLater(renderedAt?: number): Promise<unknown[]> {
    // hydrateRoot is called directly (not through Testing Library), so React is told it runs under act.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const spy = vi.spyOn(Date, 'now').mockReturnValue(fetchedAt + 1_000);
    const html = renderToString(createElement(Countdown, { renderedAt }));
    // The browser hydrates after a minute boundary has passed.
    spy.mockReturnValue(fetchedAt + 15_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(Countdown, { renderedAt }), { onRecoverableError: (error) => errors.push(error) });
    });
    spy.mockRestore();
    container.remove();
    return errors;
  }

  it('starts from the time the data was fetched, so the hydrating browser renders the server text', async () => {
    expect(await hydrateAMinuteLater(fetchedAt)).toEqual([]);
  });

  it('mismatches without it (the case the parameter exists for)', async () => {
    expect((await hydrateAMinuteLater(undefined)).length).toBeGreaterThan(0);
  });
});
