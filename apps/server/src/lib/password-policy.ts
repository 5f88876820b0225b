/**
 * Password rules beyond length (as OWASP ASVS 5.0 and NIST SP 800-63B ask), checked on the
 * server for every new password (sign-up, reset, change — lib/auth.ts):
 * - not one of the most common breached passwords ({@link isCommonPassword}: the 49,000-entry
 *   common-password dictionary of zxcvbn-ts, `@zxcvbn-ts/language-common`, offline, plus a few
 *   Turkish favourites that list lacks; compared case-insensitively) → PASSWORD_TOO_COMMON;
 * - not guessable ({@link passwordWeakness}: the zxcvbn-ts estimate must reach
 *   {@link MIN_PASSWORD_SCORE}, with the member's username and e-mail as words an attacker would
 *   try first, and so must what is left once those are taken out) → PASSWORD_TOO_WEAK with a
 *   reason (`PasswordWeakness`) taken from the estimator's warning. A score of 3 means at least 10^8 guesses: eight random characters are not enough,
 *   nine are, and so are three unrelated words.
 * The estimator is loaded on first use (its dictionaries take ≈ 100 ms to rank).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordWeakness } from '@garaj/shared';

const TURKISH_COMMON = [
  'galatasaray', 'fenerbahce', 'fenerbahçe', 'besiktas', 'beşiktaş', 'trabzonspor', 'sifre123', 'şifre123', 'sifre1234',
  'parola123', 'parola1234', 'turkiye', 'türkiye', 'turkiye1923', 'istanbul', 'istanbul34', 'ankara06', 'izmir35',
  'garaj123', 'araba123', 'qwerty123', 'asdfgh123', '1q2w3e4r', '12345678a',
];

/** The lowest zxcvbn score (0–4) a new password must reach. */
export const MIN_PASSWORD_SCORE = 3;

/** Words of the site itself, tried as if the member had chosen them. */
const SITE_WORDS = ['garaj', 'garajım', 'garajim'];

let common: Set<string> | null = null;

/** True when `password` (any case) is on the common breached-password list. Loads it once (≈ 50 ms). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([...(dictionary['passwords-common']), ...TURKISH_COMMON].map((p) => p.toLocaleLowerCase('tr-TR')));
  const lower = password.toLocaleLowerCase('tr-TR');
  return common.has(lower) || common.has(password.toLowerCase());
}

let estimator: ZxcvbnFactory | null = null;

/** zxcvbn-ts warning key → the reason we give. Keys not listed (and no warning) → `guessable`. */
const WARNING_REASONS: Record<string, PasswordWeakness> = {
  userInputs: 'personal',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'pattern',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  recentYears: 'date',
  dates: 'date',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'common',
  namesByThemselves: 'common',
  commonNames: 'common',
};

/**
 * The words of a member an attacker tries first: the username (as typed and folded), the whole
 * e-mail, its local part, and the pieces of four letters or more of both (split at `.`, `_`, `-`,
 * `+`, digits).
 */
export function personalWords(inputs: { username?: string | null; email?: string | null }): string[] {
  const words = new Set<string>();
  const add = (w: string | null | undefined, min = 3) => {
    const v = w?.trim().toLocaleLowerCase('tr-TR');
    if (v && v.length >= min) words.add(v);
  };
  add(inputs.username);
  for (const piece of inputs.username?.split(/[._\-\d]+/) ?? []) add(piece, 4);
  if (inputs.email) {
    add(inputs.email);
    const local = inputs.email.split('@')[0] ?? '';
    add(local);
    for (const piece of local.split(/[._\-+\d]+/)) add(piece, 4);
  }
  return [...words];
}

/**
 * Why `password` is too easy to guess for the member with `inputs`, or null when it is strong
 * enough (zxcvbn-ts score ≥ {@link MIN_PASSWORD_SCORE}). Synchronous, a few milliseconds.
 */
export function passwordWeakness(password: string, inputs: { username?: string | null; email?: string | null } = {}): PasswordWeakness | null {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, turkish: TURKISH_COMMON },
    graphs: adjacencyGraphs,
    useLevenshteinDistance: true,
  });
  const own = personalWords(inputs);
  const result = estimator.check(password, [...own, ...SITE_WORDS]);
  if (result.score < MIN_PASSWORD_SCORE) return (result.feedback.warning && WARNING_REASONS[result.feedback.warning]) || 'guessable';
  // Built from the member's own name: what is left without it must be strong on its own
  // (`Mert_GTI2024!` for Mert_GTI scores well as a whole, but `2024!` is all a guesser needs).
  let rest = password.toLocaleLowerCase('tr-TR');
  for (const word of [...own].sort((a, b) => b.length - a.length)) rest = rest.split(word).join('');
  if (rest.length < password.length && estimator.check(rest, own).score < MIN_PASSWORD_SCORE) return 'personal';
  return null;
}

/**
 * A warning line for a password an operator configured (ADMIN_PASSWORD, MODERATOR_PASSWORD), or
 * null when it passes the rules members must meet. Such a password is used as given — refusing
 * it would stop the site from starting — but the start-up banner says it is weak and why.
 */
export function configuredPasswordWarning(variable: string, password: string | undefined, inputs: { username?: string | null; email?: string | null }): string | null {
  if (!password) return null;
  const why = isCommonPassword(password) ? 'common' : passwordWeakness(password, inputs);
  return why ? `  WARNING: ${variable} is easy to guess (${why}); set a stronger one — members' passwords must pass this check.` : null;
}
