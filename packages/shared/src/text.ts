/**
 * Turkish-aware text folding (PRODUCT.md principle 6, ARCHITECTURE.md "Turkish text").
 *
 * PostgreSQL's `lower()` turns `I` into `i` (not `ı`) and PGlite has no ICU collation, so
 * search and uniqueness use an explicit fold computed in JavaScript and stored in columns.
 */

const DOTTED_AND_DOTLESS_I = /[İIıi]/g;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Case fold that treats the four Turkish i's as one letter: `Işık`, `ışık`, `IŞIK` → `işık`.
 * Accents are kept (`ş` stays `ş`). Used for username uniqueness (spec core §5 Profile).
 */
export function foldTurkishCase(text: string): string {
  return text.normalize('NFC').replace(DOTTED_AND_DOTLESS_I, 'i').toLocaleLowerCase('tr-TR');
}

/**
 * Search fold: Turkish case fold, then accents removed (`şoför` → `sofor`, `IŞIK` → `isik`),
 * whitespace collapsed. Store it next to searchable text and apply it to the query too.
 */
export function foldForSearch(text: string): string {
  return foldTurkishCase(text)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits a search query into folded terms (at most 8, each at most 40 characters),
 * dropping empty ones. `"  IŞIK  bmw "` → `["isik", "bmw"]`.
 */
export function searchTerms(query: string): string[] {
  return foldForSearch(query)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((t) => t.slice(0, 40));
}

/** Normalised username key used for uniqueness and look-ups (`IŞIK` → `işık`). */
export function usernameKey(username: string): string {
  return foldTurkishCase(username.trim());
}

/** Default username from an e-mail's local part, made valid for {@link usernamePattern}. */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').normalize('NFC');
  const cleaned = local.replace(/[^\p{L}\p{N}_.]/gu, '_').slice(0, 30);
  return cleaned.length >= 3 ? cleaned : `${cleaned}${'_'.repeat(3 - cleaned.length)}`;
}

/** Letters (any script), digits, `_` and `.`; 3–30 characters. */
export const usernamePattern = /^[\p{L}\p{N}_.]{3,30}$/u;
