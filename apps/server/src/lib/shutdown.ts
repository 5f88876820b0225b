/**
 * Graceful stop on SIGTERM / SIGINT: runs the registered closers in reverse order
 * (server: stop the sweeper and close Fastify, which lets in-flight requests finish; then the
 * database, which releases the data-directory lock), then exits 0; exits 1 if closing fails or
 * takes longer than `timeoutMs`.
 *
 * Start-up is not interrupted half-way: a signal that arrives before `ready()` is remembered and
 * acted on at the next `checkpoint()` (between start-up steps), the timeout already running.
 *
 * A second signal within `duplicateWindowMs` of the first is ignored: Ctrl-C under `npm start`
 * reaches the server twice (from the terminal's process group and forwarded by npm), which
 * would otherwise cut the graceful close short — the reason `close-with-grace`, which exits on
 * any second signal, does not fit here. A later second signal exits at once (code 1).
 */
import type { EventEmitter } from 'node:events';

export type Closer = () => unknown;

export interface ShutdownOptions {
  /** Longest graceful close before exiting 1. Default 10 s. */
  timeoutMs?: number;
  /** Repeated signals closer together than this count as one. Default 1 s. */
  duplicateWindowMs?: number;
  /** Where operator messages go. Default console.error. */
  log?: (message: string) => void;
  /** Injectable for tests. */
  exit?: (code: number) => void;
  emitter?: Pick<EventEmitter, 'on' | 'removeListener'>;
  now?: () => number;
  signals?: readonly string[];
}

export interface Shutdown {
  /** Registers a closer; closers run last-added first. */
  add(closer: Closer): void;
  /** Start-up finished: from now on a signal closes at once. */
  ready(): void;
  /** Between start-up steps: if a signal came, closes and never resolves. */
  checkpoint(): Promise<void>;
  /** True once a stop was asked for. */
  readonly requested: boolean;
  /** Closes now (as a signal would). */
  close(reason?: string): Promise<void>;
}

/** Installs the SIGINT/SIGTERM handlers and returns the closer registry. */
export function installShutdown(options: ShutdownOptions = {}): Shutdown {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const duplicateWindowMs = options.duplicateWindowMs ?? 1_000;
  const log = options.log ?? ((message: string) => console.error(message));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const emitter = options.emitter ?? process;
  const now = options.now ?? Date.now;
  const signals = options.signals ?? ['SIGINT', 'SIGTERM'];

  const closers: Closer[] = [];
  let isReady = false;
  let requestedAt: number | null = null;
  let closing: Promise<void> | null = null;
  let startupTimer: ReturnType<typeof setTimeout> | undefined;

  const close = (reason = 'stop requested'): Promise<void> => {
    if (closing) return closing;
    requestedAt ??= now();
    log(`${reason}: closing (at most ${Math.round(timeoutMs / 1000)} s)…`);
    const timer = setTimeout(() => {
      log(`still closing after ${Math.round(timeoutMs / 1000)} s: exiting now`);
      exit(1);
    }, timeoutMs);
    timer.unref?.();
    closing = (async () => {
      let code = 0;
      for (const closer of [...closers].reverse()) {
        try {
          await closer();
        } catch (error) {
          code = 1;
          log(`while closing: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      clearTimeout(timer);
      clearTimeout(startupTimer);
      exit(code);
    })();
    return closing;
  };

  const onSignal = (signal: string) => {
    if (requestedAt !== null) {
      if (now() - requestedAt < duplicateWindowMs) return; // the same Ctrl-C, delivered twice
      log(`second ${signal}: exiting now`);
      exit(1);
      return;
    }
    requestedAt = now();
    if (isReady) void close(signal);
    else {
      log(`${signal} during start-up: stopping after the current step`);
      startupTimer = setTimeout(() => {
        log(`start-up step still running after ${Math.round(timeoutMs / 1000)} s: exiting now`);
        exit(1);
      }, timeoutMs);
      startupTimer.unref?.();
    }
  };
  for (const signal of signals) emitter.on(signal, onSignal);

  return {
    add: (closer) => void closers.push(closer),
    ready() {
      isReady = true;
      if (requestedAt !== null) void close('stop requested during start-up');
    },
    async checkpoint() {
      if (requestedAt === null) return;
      await close('stop requested during start-up');
      await new Promise<never>(() => {}); // exit() ends the process; tests' fake exit parks here
    },
    get requested() {
      return requestedAt !== null;
    },
    close,
  };
}
