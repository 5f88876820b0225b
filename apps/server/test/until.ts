/**
 * Polling for what a test waits on that no event announces (a job's effect, a worker's send).
 */

/**
 * Resolves once `check` answers true, asking every `intervalMs` (default 200); fails with
 * "timed out waiting for <what>" after `limitMs` (default 90 s). A limit, not a timing: CI runs
 * the server tests beside the e2e suite's browsers on two cores, and a passing wait returns as
 * soon as `check` does.
 */
export async function until(
  check: () => Promise<boolean> | boolean,
  what: string,
  { limitMs = 90_000, intervalMs = 200 }: { limitMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
