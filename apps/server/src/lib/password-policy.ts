/**
 * Password rules beyond length (issue #11 §5; OWASP ASVS 5.0 §6.2, NIST SP 800-63B §3.1.1.2):
 * a new password must not be one of the most common breached passwords. The list is the
 * 49,000-entry common-password dictionary of zxcvbn-ts (`@zxcvbn-ts/language-common`, offline),
 * plus a few Turkish favourites that list lacks; compared case-insensitively.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

const TURKISH_COMMON = [
  'galatasaray', 'fenerbahce', 'fenerbahçe', 'besiktas', 'beşiktaş', 'trabzonspor', 'sifre123', 'şifre123', 'sifre1234',
  'parola123', 'parola1234', 'turkiye', 'türkiye', 'turkiye1923', 'istanbul', 'istanbul34', 'ankara06', 'izmir35',
  'garaj123', 'araba123', 'qwerty123', 'asdfgh123', '1q2w3e4r', '12345678a',
];

let common: Set<string> | null = null;

/** True when `password` (any case) is on the common breached-password list. Loads it once (≈ 50 ms). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([...(dictionary['passwords-common'] as string[]), ...TURKISH_COMMON].map((p) => p.toLocaleLowerCase('tr-TR')));
  const lower = password.toLocaleLowerCase('tr-TR');
  return common.has(lower) || common.has(password.toLowerCase());
}
