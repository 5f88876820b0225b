import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installShutdown } from './shutdown.ts';

function setup(opts: { now?: () => number } = {}) {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  let exited!: (code: number) => void;
  const exitedOnce = new Promise<number>((resolve) => (exited = resolve));
  const log: string[] = [];
  const shutdown = installShutdown({
    emitter,
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
    log: (m) => log.push(m),
    timeoutMs: 5_000,
    ...opts,
  });
  return { emitter, exits, exitedOnce, log, shutdown };
}

afterEach(() => vi.useRealTimers());

describe('graceful shutdown', () => {
  it('on SIGTERM runs the closers last-added first, then exits 0', async () => {
    const { emitter, exitedOnce, shutdown } = setup();
    const order: string[] = [];
    shutdown.add(() => order.push('port'));
    shutdown.add(async () => order.push('database'));
    shutdown.add(async () => order.push('app'));
    shutdown.ready();
    emitter.emit('SIGTERM', 'SIGTERM');
    expect(await exitedOnce).toBe(0);
    expect(order).toEqual(['app', 'database', 'port']);
  });

  it('treats the second SIGINT of one Ctrl-C under npm as the same signal', async () => {
    let clock = 1_000;
    const { emitter, exits, exitedOnce, shutdown } = setup({ now: () => clock });
    let finishApp!: () => void;
    shutdown.add(() => new Promise<void>((resolve) => (finishApp = resolve)));
    shutdown.ready();
    emitter.emit('SIGINT', 'SIGINT');
    clock += 5; // npm forwards the terminal's SIGINT a moment later
    emitter.emit('SIGINT', 'SIGINT');
    expect(exits).toEqual([]);
    finishApp();
    expect(await exitedOnce).toBe(0);
  });

  it('exits 1 at once on a second signal that is not a duplicate', () => {
    let clock = 1_000;
    const { emitter, exits, shutdown } = setup({ now: () => clock });
    shutdown.add(() => new Promise(() => {})); // never finishes
    shutdown.ready();
    emitter.emit('SIGTERM', 'SIGTERM');
    clock += 3_000;
    emitter.emit('SIGTERM', 'SIGTERM');
    expect(exits).toEqual([1]);
  });

  it('exits 1 when closing takes longer than the timeout', async () => {
    vi.useFakeTimers();
    const { emitter, exits, shutdown } = setup();
    shutdown.add(() => new Promise(() => {}));
    shutdown.ready();
    emitter.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
  });

  it('exits 1 when a closer fails, after running the others', async () => {
    const { emitter, exitedOnce, shutdown } = setup();
    const ran: string[] = [];
    shutdown.add(() => ran.push('database'));
    shutdown.add(() => {
      throw new Error('boom');
    });
    shutdown.ready();
    emitter.emit('SIGTERM', 'SIGTERM');
    expect(await exitedOnce).toBe(1);
    expect(ran).toEqual(['database']);
  });

  it('during start-up waits for the next checkpoint instead of closing under a running step', async () => {
    const { emitter, exits, exitedOnce, shutdown } = setup();
    const closed: string[] = [];
    shutdown.add(() => closed.push('database'));
    emitter.emit('SIGTERM', 'SIGTERM');
    await Promise.resolve();
    expect(closed).toEqual([]); // the current step (say, migrations) is still running
    expect(shutdown.requested).toBe(true);
    void shutdown.checkpoint();
    expect(await exitedOnce).toBe(0);
    expect(closed).toEqual(['database']);
    expect(exits).toEqual([0]);
  });
});
