/**
 * Turkish-aware text folding (docs/product.md, Turkish first, English complete; ARCHITECTURE.md
 * "Turkish text").
 *
 * PostgreSQL's `lower()` turns `I` into `i` (not `ı`) and PGlite has no ICU collation, so
 * search and uniqueness use an explicit fold computed in JavaScript and stored in columns.
 */

const DOTTED_AND_DOTLESS_I = /[İIıi]/g;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Case fold that treats the four Turkish i's as one letter: `Işık`, `ışık`, `IŞIK` → `işık`.
 * Accents are kept (`ş` stays `ş`). Used for username uniqueness.
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

/**
 * URL slug from a Turkish title: search fold (Turkish letters → ASCII), then every run of other
 * characters → `-`, at most 80 characters. `Şanzıman Ayarı` → `sanziman-ayari`. May be empty
 * (a title of symbols only): callers fall back to an id.
 */
export function slugify(title: string): string {
  return foldForSearch(title)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

/** Normalised username key used for uniqueness and look-ups (`IŞIK` → `işık`). */
export function usernameKey(username: string): string {
  return foldTurkishCase(normalizeUsername(username));
}

/**
 * The form a username is stored and compared in: Unicode NFKC (fullwidth `ａｄｍｉｎ` → `admin`,
 * ligatures and compatibility forms unfolded), surrounding spaces removed.
 */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim();
}

/**
 * Usernames are written in one script — the Latin alphabet with the Turkish letters (and the
 * circumflexed â î û of Turkish spelling) — plus digits, `_` and `.`; 3–30 characters. One script
 * keeps look-alikes out (Cyrillic `а`, Greek `ο`); see {@link usernameSkeleton} for the rest.
 */
export const usernamePattern = /^[a-zA-ZçÇğĞıİöÖşŞüÜâÂîÎûÛ0-9_.]{3,30}$/u;

/** Default username from an e-mail's local part, made valid for {@link usernamePattern}. */
export function usernameFromEmail(email: string): string {
  const local = normalizeUsername(email.split('@')[0] ?? '');
  const cleaned = local.replace(/[^a-zA-ZçÇğĞıİöÖşŞüÜâÂîÎûÛ0-9_.]/gu, '_').slice(0, 30);
  const valid = cleaned.length >= 3 ? cleaned : `${cleaned}${'_'.repeat(3 - cleaned.length)}`;
  return isReservedUsername(valid) ? `uye_${valid.slice(0, 26)}` : valid;
}

/**
 * A username's look-alike skeleton, in the spirit of Unicode UTS #39 restricted to our one
 * script: Turkish case fold and accents removed (`Işık` → `isik`), digits and letters that pass
 * for each other mapped to one (`0`→`o`, `1`/`l`→`i`, `3`→`e`, `4`→`a`, `5`→`s`, `7`→`t`, `8`→`b`,
 * `rn`→`m`, `vv`→`w`), `_` and `.` dropped. Two members may not share a skeleton, and no member's
 * skeleton may be a reserved word's (`adm1n`, `Admın`, `a.d.m.i.n` are all `admin`).
 * The server computes the same mapping in SQL (apps/server/src/lib/usernames.ts).
 */
export function usernameSkeleton(username: string): string {
  return foldForSearch(normalizeUsername(username))
    .replace(/[_.]/g, '')
    .replace(/[0134578l]/g, (c) => SKELETON_MAP[c] ?? c)
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

const SKELETON_MAP: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', l: 'i' };

/**
 * Words no member may take as a username (compared by {@link usernameSkeleton}): staff and site
 * names, and every route word of the site (`/users/summary`, `/api/me`, `/blog/new`, …) so a
 * member's page can never shadow a route. Names that start with a staff word (`admin_tr`,
 * `moderator2`) are refused as well.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  // staff and the site itself
  'admin', 'administrator', 'moderator', 'mod', 'yonetici', 'yonetim', 'garaj', 'garage', 'garajapp', 'root', 'system', 'sistem',
  'staff', 'ekip', 'team', 'support', 'destek', 'official', 'resmi', 'info', 'iletisim', 'contact', 'security', 'guvenlik',
  'noreply', 'postmaster', 'webmaster', 'hostmaster', 'abuse', 'bot', 'anonymous', 'anonim', 'null', 'undefined', 'everyone', 'herkes',
  // the account deleted members' kept contributions stand under
  'silinmis_uye', 'silinmisuye', 'deleted', 'silinmis',
  // route words, today's and the second document's
  'api', 'www', 'mail', 'media', 'static', 'assets', 'docs', 'sitemap', 'robots', 'favicon', 'health',
  'me', 'my', 'new', 'edit', 'create', 'delete', 'settings', 'profile', 'account', 'summary', 'stats', 'search', 'ara',
  'login', 'logout', 'register', 'signin', 'signup', 'signout', 'auth', 'verify', 'reset', 'forgot', 'password',
  'user', 'users', 'uye', 'uyeler', 'garages', 'garajlar', 'mygarage', 'favorites', 'favoriler', 'creategarage', 'editgarage',
  'blog', 'forum', 'qa', 'questions', 'sorular', 'answers', 'community', 'topluluk', 'events', 'etkinlikler', 'badges', 'rozetler',
  'competitions', 'yarismalar', 'leaderboard', 'activity', 'aktivite', 'feed', 'notifications', 'bildirimler', 'messages', 'mesajlar',
  'follow', 'followers', 'following', 'location', 'konum', 'map', 'harita', 'compare', 'karsilastir', 'maintenance', 'bakim',
  'assistant', 'asistan', 'ai', 'premium', 'invite', 'davet', 'help', 'yardim', 'faq', 'sss', 'about', 'hakkinda', 'terms',
  'privacy', 'cookies', 'legal', 'termsofservice', 'privacypolicy', 'cookiepolicy', 'ads', 'reklam', 'reports', 'sikayet',
];

const RESERVED_SKELETONS = new Set(RESERVED_USERNAMES.map(usernameSkeleton));
const RESERVED_PREFIXES = ['admin', 'moderator', 'yonetici', 'garajekibi', 'garajdestek'].map(usernameSkeleton);

/** True when `username` is, or passes for, a reserved word ({@link RESERVED_USERNAMES}). */
export function isReservedUsername(username: string): boolean {
  const skeleton = usernameSkeleton(username);
  return RESERVED_SKELETONS.has(skeleton) || RESERVED_PREFIXES.some((prefix) => skeleton.startsWith(prefix));
}

/** Members one text can mention (more are ignored: no one can notify the whole site at once). */
export const MENTION_LIMIT = 10;
/** `@username` not inside a word or an e-mail address: letters (Turkish too), digits, `_` and `.`. */
const MENTION_PATTERN = /(?<![\p{L}\p{N}_.@])@([\p{L}\p{N}_][\p{L}\p{N}_.]{2,29})/gu;

/**
 * The usernames `text` mentions (`@ali.can`, `@Işık_42`), as written, without a trailing dot, each
 * once (Turkish case ignored), at most {@link MENTION_LIMIT}.
 */
export function mentionedUsernames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[1]!.replace(/\.+$/, '');
    const key = usernameKey(name);
    if (name.length < 3 || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === MENTION_LIMIT) break;
  }
  return names;
}

/**
 * The usernames `text` mentions that `previous` did not (Turkish case ignored): whom an edit
 * names for the first time, so only they hear of it.
 */
export function newlyMentionedUsernames(text: string, previous: string): string[] {
  const before = new Set(mentionedUsernames(previous).map(usernameKey));
  return mentionedUsernames(text).filter((name) => !before.has(usernameKey(name)));
}

/** Whole TL in Turkish notation, as the server writes prices into texts: 38500 → "38.500 TL". */
export function formatTl(amount: number): string {
  return `${Math.round(amount).toLocaleString('tr-TR')} TL`;
}
