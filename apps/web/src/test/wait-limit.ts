/**
 * How long (ms) `findBy*` and `waitFor` wait before failing (set in setup.ts): a busy machine — two
 * test files at once on two cores beside the e2e suite's browsers in CI — must not turn a correct
 * screen into a failure; a passing wait returns as soon as its screen is there. A wait that first
 * sits out a known delay (a retry's back-off) allows that delay plus this limit.
 */
export const WAIT_LIMIT_MS = 15_000;
