import { LEGALITY_RULES, LEGALITY_STATUSES, legalityRule } from '@garaj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import { LegalityGuide } from './legality-guide';

afterEach(async () => {
  await i18n.changeLanguage('tr');
});

const TURKISH_DATE = /\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/;

describe('Modifiye ve Muayene Rehberi', () => {
  it('has its title, the disclaimer and the table’s review date in Turkish', async () => {
    renderWithProviders(<LegalityGuide />, { route: '/legality' });
    expect(screen.getByRole('heading', { level: 1, name: 'Modifiye ve Muayene Rehberi' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Modifiye ve Muayene Rehberi · Garaj'));
    expect(screen.getByRole('note')).toHaveTextContent('Bu tablo bilgilendirme amaçlıdır, hukuki tavsiye değildir.');
    expect(screen.getByText(/^Tablonun son gözden geçirilme tarihi:/)).toHaveTextContent(TURKISH_DATE);
  });

  it('lists every rule once, under its status, with the status in words, the condition, the source and the date', () => {
    renderWithProviders(<LegalityGuide />, { route: '/legality' });
    const names = { allowed: 'İzinli', project: 'Tadilat projesi ve muayene gerekir', forbidden: 'Yasak' };
    let total = 0;
    for (const status of LEGALITY_STATUSES) {
      const section = screen.getByRole('region', { name: new RegExp(`^${names[status]}`) });
      const items = within(section).getAllByRole('listitem');
      const rules = LEGALITY_RULES.filter((rule) => rule.status === status);
      expect(items).toHaveLength(rules.length);
      total += items.length;
      for (const item of items) expect(within(item).getByText(names[status], { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    }
    expect(total).toBe(LEGALITY_RULES.length);

    const rule = legalityRule('window_tint_front')!;
    const item = document.getElementById('rule-window_tint_front')!;
    expect(within(item).getByRole('heading', { level: 3, name: 'Ön cam ve ön yan camlara cam filmi' })).toBeInTheDocument();
    expect(within(item).getByText(rule.condition.tr)).toBeInTheDocument();
    const source = within(item).getByRole('link', { name: new RegExp(rule.source.title) });
    expect(source).toHaveAttribute('href', rule.source.url);
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(item.querySelector('time')).toHaveAttribute('datetime', rule.reviewedOn);
    expect(item.querySelector('time')?.textContent).toMatch(TURKISH_DATE);
  });

  it('links to each status section', () => {
    renderWithProviders(<LegalityGuide />, { route: '/legality' });
    const nav = screen.getByRole('navigation', { name: 'Duruma göre git' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#status-allowed', '#status-project', '#status-forbidden']);
  });

  it('shows the English conditions in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<LegalityGuide />, { route: '/legality' });
    expect(screen.getByRole('heading', { level: 1, name: 'Modification and Inspection Guide' })).toBeInTheDocument();
    expect(screen.getByText(legalityRule('lpg_conversion')!.condition.en)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('not legal advice');
  });
});
