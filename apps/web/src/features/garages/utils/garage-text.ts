import { formatCurrency } from '@/lib/format';

/** Spec core §3: a featured card's hashtags are the first three words of the garage name. */
export function garageHashtags(name: string): string[] {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => `#${word}`);
}

const PLAIN_AMOUNT = /^\s*(?:₺\s*)?(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:,(\d{1,2}))?\s*(?:TL|₺|TRY)?\s*$/i;

/**
 * The sale price is free text (spec core §3). When it is a plain lira amount
 * ('1250000', '1.250.000 TL', '₺850.000') it is shown through Intl (TRY); other text as written.
 */
export function formatSalePrice(value: string): string {
  const match = PLAIN_AMOUNT.exec(value);
  if (!match?.[1]) return value.trim();
  const whole = Number(match[1].replace(/[.\s]/g, ''));
  const fraction = match[2] ? Number(`0.${match[2]}`) : 0;
  if (!Number.isFinite(whole)) return value.trim();
  return formatCurrency(whole + fraction);
}

/** '@user', or the spec's 'anonim' placeholder when the owner has no username. */
export function ownerHandle(username: string | null | undefined, anonymous: string): string {
  return username ? username : anonymous;
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
