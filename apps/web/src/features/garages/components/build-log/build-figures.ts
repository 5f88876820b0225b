/**
 * How the build log's figures read on the page: each kind with its unit and decimals, and the
 * change from stock to now with its sign and whether it is a gain.
 */
import { BUILD_FIGURE_BOUNDS, type BuildFigureKind } from '@garaj/shared';
import { formatNumber } from '@/lib/format';

/** `305`, `5,8`, `1.352` (tr) — at most the kind's decimals, no unit. */
export function formatFigure(kind: BuildFigureKind, value: number): string {
  const digits = BUILD_FIGURE_BOUNDS[kind].decimals;
  return formatNumber(value, { maximumFractionDigits: digits });
}

/** A change's direction for the reader: a gain, a loss, no change, or neither (sound). */
export type FigureTrend = 'better' | 'worse' | 'same' | 'neutral';

export interface FigureDelta {
  /** `+45`, `−0,6` (a real minus sign), `0`. */
  text: string;
  trend: FigureTrend;
}

/**
 * The change from `stock` to `current`, or null when either is unknown. More power and torque
 * are gains; a shorter 0–100 and less weight too; louder or quieter is neither.
 */
export function figureDelta(kind: BuildFigureKind, stock: number | null, current: number | null): FigureDelta | null {
  if (stock === null || current === null) return null;
  const { decimals, lowerIsBetter } = BUILD_FIGURE_BOUNDS[kind];
  const delta = Math.round((current - stock) * 10 ** decimals) / 10 ** decimals;
  if (delta === 0) return { text: formatFigure(kind, 0), trend: 'same' };
  const text = `${delta > 0 ? '+' : '\u2212'}${formatFigure(kind, Math.abs(delta))}`;
  if (kind === 'db') return { text, trend: 'neutral' };
  return { text, trend: delta < 0 === lowerIsBetter ? 'better' : 'worse' };
}
