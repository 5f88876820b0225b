import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BuildSummary } from '@garaj/shared';
import { NO_BUILD_LOG } from '@/test/garage-figures';
import { BuildSummaryPanel } from './build-summary-panel';

const build: BuildSummary = {
  stock: { hp: 245, nm: 370, zeroTo100: 6.2, kg: 1364, db: null },
  current: { hp: 305, nm: 370, zeroTo100: 5.8, kg: 1370, db: 92 },
  buildCostTl: 60_000,
  pricedCount: 2,
  modificationsCount: 3,
  hpPer1000Tl: 1,
  legalCategories: [],
};

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('BuildSummaryPanel', () => {
  it('shows stock, now and the change of each figure, with its sign and in words (not colour alone)', () => {
    render(<BuildSummaryPanel build={build} />);
    expect(screen.getByRole('heading', { name: 'Stok vs Şimdi' })).toBeInTheDocument();

    const power = within(row('Güç')).getAllByRole('cell');
    expect(power.map((cell) => cell.textContent)).toEqual(['245 HP', '305 HP', '+60 HP (iyileşme)']);
    expect(power[2]).toHaveClass('text-success');

    // A shorter 0–100 is a gain, more weight a loss; both carry their sign.
    expect(within(row('0-100 km/sa')).getAllByRole('cell')[2]).toHaveTextContent('−0,4 sn (iyileşme)');
    const weight = within(row('Ağırlık')).getAllByRole('cell')[2]!;
    expect(weight).toHaveTextContent('+6 kg (kötüleşme)');
    expect(weight).toHaveClass('text-destructive');
    expect(within(row('Tork')).getAllByRole('cell')[2]).toHaveTextContent('Değişmedi');
    // Sound: known only now, so no change is claimed.
    expect(within(row('Ses')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—Bilinmiyor', '92 dB', '—Bilinmiyor']);

    expect(screen.getByText('Toplam modifikasyon maliyeti').nextSibling).toHaveTextContent('₺60.000');
    expect(screen.getByText('1.000 TL başına kazanılan güç').nextSibling).toHaveTextContent('1 HP');
  });

  it('renders nothing without a figure', () => {
    const { container } = render(<BuildSummaryPanel build={NO_BUILD_LOG.build} />);
    expect(container).toBeEmptyDOMElement();
  });
});
