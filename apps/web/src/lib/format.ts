/**
 * Locale-aware formatting through Intl, following the current language
 * (tr → tr-TR, en → en-GB): Turkish dates, amounts in lira.
 * Every function takes an optional `language` to format for a specific one.
 */
import { currentLanguage, type Language } from './i18n';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

export function localeFor(language: Language = currentLanguage()): string {
  return LOCALES[language];
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  create: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_STYLES = {
  /** 21 Kasım 2026 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 21 Kas 2026 */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 21.11.2026 */
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 21 Kasım 2026 14:05 */
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** Kasım 2026 */
  monthYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/**
 * The site's time zone (Turkey has one). Dates rendered on the server and hydrated in the
 * browser must not depend on either machine's zone, or a post written near midnight would show
 * two different days; pass it as `timeZone` where that matters.
 */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

/**
 * Formats a date in the site's time zone ({@link SITE_TIME_ZONE}) unless `timeZone` says
 * otherwise, so the server's render and the browser's hydration agree; invalid input gives ''.
 */
export function formatDate(value: DateInput, style: DateStyle = 'long', language?: Language, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = localeFor(language);
  return cached(`date:${locale}:${style}:${timeZone ?? ''}`, () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone })).format(date);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 saat önce" / "3 hours ago"; `now` is for tests. */
export function formatRelativeTime(value: DateInput, language?: Language, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = localeFor(language);
  const formatter = cached(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatter.format(Math.round(amount), 'year');
}

/** 12.345,6 (tr) / 12,345.6 (en). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions, language?: Language): string {
  const locale = localeFor(language);
  const key = `number:${locale}:${JSON.stringify(options ?? {})}`;
  return cached(key, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** Lira amount: ₺1.250,00 (tr) / ₺1,250.00 (en). Whole amounts drop the decimals. */
export function formatCurrency(value: number, language?: Language): string {
  const locale = localeFor(language);
  const whole = Number.isInteger(value);
  return cached(
    `currency:${locale}:${whole}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'TRY',
        currencyDisplay: 'narrowSymbol',
        ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      }),
  ).format(value);
}

/** Short counts: 1,2 B (tr) / 1.2K (en). */
export function formatCompact(value: number, language?: Language): string {
  const locale = localeFor(language);
  return cached(
    `compact:${locale}`,
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
}

// ── Lira amounts written by members: one TL format everywhere ─────────────

const PLAIN_AMOUNT = /^\s*(?:₺\s*)?(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:,(\d{1,2}))?\s*(?:TL|₺|TRY)?\s*$/i;

/**
 * The sale price is free text. When it is a plain lira amount
 * ('1250000', '1.250.000 TL', '₺850.000') it is shown with {@link formatCurrency}; other text as written.
 */
export function formatSalePrice(value: string): string {
  const match = PLAIN_AMOUNT.exec(value);
  if (!match?.[1]) return value.trim();
  const whole = Number(match[1].replace(/[.\s]/g, ''));
  const fraction = match[2] ? Number(`0.${match[2]}`) : 0;
  if (!Number.isFinite(whole)) return value.trim();
  return formatCurrency(whole + fraction);
}

function rangeAmount(part: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(k)?$/i.exec(part.trim());
  if (!match?.[1]) return null;
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

/** A price range code from the form lists ('50k-100k', '500k+') in lira: '₺50.000 – ₺100.000', '₺500.000+'. */
export function formatPriceRange(range: string): string {
  if (range.endsWith('+')) {
    const from = rangeAmount(range.slice(0, -1));
    return from === null ? range : `${formatCurrency(from)}+`;
  }
  const [low, high, ...rest] = range.split('-');
  const from = low === undefined ? null : rangeAmount(low);
  const to = high === undefined ? null : rangeAmount(high);
  if (from === null || to === null || rest.length > 0) return range;
  return `${formatCurrency(from)} – ${formatCurrency(to)}`;
}
