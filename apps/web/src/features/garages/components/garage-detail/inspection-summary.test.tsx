import { legalityRule } from '@garaj/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import { InspectionSummary, type InspectionModification } from './inspection-summary';

afterEach(async () => {
  await i18n.changeLanguage('tr');
});

const lowering = legalityRule('suspension_lowering')!;
const frontTint = legalityRule('window_tint_front')!;
const exhaust = legalityRule('exhaust_silencer')!;

const mod = (id: string, title: string, legalCategory: string | null = null): InspectionModification => ({ id, title, legalCategory });

describe('InspectionSummary ("Muayene durumu")', () => {
  it('renders nothing when no modification is tagged', () => {
    const { container } = renderWithProviders(<InspectionSummary modifications={[mod('1', 'Koltuk kılıfı'), { id: '2', title: 'Paspas' }]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists what needs a project and what is not allowed, each with its condition, source link and the disclaimer', () => {
    renderWithProviders(
      <InspectionSummary
        modifications={[
          mod('1', 'KW V3 coilover', 'suspension_lowering'),
          mod('2', 'Ön cam filmi', 'window_tint_front'),
          mod('3', 'Remus arka susturucu', 'exhaust_silencer'),
          mod('4', 'Eibach yaylar', 'suspension_lowering'),
          mod('5', 'Paspas'),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Muayene durumu' });
    const inSection = within(section);

    const project = inSection.getByRole('heading', { level: 3, name: 'Tadilat projesi ve muayene gerekenler' }).parentElement!;
    const projectItem = within(project).getByRole('listitem');
    expect(within(projectItem).getByRole('link', { name: 'Alçaltma / basıklık (yay, coilover, havalı süspansiyon)' })).toHaveAttribute('href', '/legality#rule-suspension_lowering');
    expect(within(projectItem).getByText('Tadilat projesi ve muayene gerekir')).toBeInTheDocument();
    // Both modifications of the category, one rule.
    expect(within(projectItem).getByText('Bu garajda: KW V3 coilover, Eibach yaylar')).toBeInTheDocument();
    expect(within(projectItem).getByText(lowering.condition.tr)).toBeInTheDocument();
    const source = within(projectItem).getByRole('link', { name: new RegExp(lowering.source.title.replace(/[()]/g, '\\$&')) });
    expect(source).toHaveAttribute('href', lowering.source.url);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    // The review date in Turkish ("28 Kasım 2026").
    const date = projectItem.querySelector('time');
    expect(date).toHaveAttribute('datetime', lowering.reviewedOn);
    expect(date?.textContent).toMatch(/^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/);

    const forbidden = inSection.getByRole('heading', { level: 3, name: 'Trafikte izin verilmeyenler' }).parentElement!;
    expect(within(forbidden).getByText('Yasak')).toBeInTheDocument();
    expect(within(forbidden).getByText(frontTint.condition.tr)).toBeInTheDocument();
    expect(within(forbidden).getByText('Bu garajda: Ön cam filmi')).toBeInTheDocument();

    // Allowed categories are named in one line, without their conditions.
    expect(inSection.getByText('İzinli (1 kategori): Egzoz / susturucu değişimi (homologasyonlu).')).toBeInTheDocument();
    expect(inSection.queryByText(exhaust.condition.tr)).toBeNull();
    expect(inSection.queryByText(/hepsi izinli/)).toBeNull();

    expect(inSection.getByText('1 modifikasyonun kategorisi seçilmemiş.')).toBeInTheDocument();
    expect(inSection.getByText(/hukuki tavsiye değildir/)).toBeInTheDocument();
    expect(inSection.getByRole('link', { name: 'Modifiye ve Muayene Rehberi’nin tamamı' })).toHaveAttribute('href', '/legality');
  });

  it('says briefly that everything is allowed when no tagged category needs paperwork', () => {
    renderWithProviders(<InspectionSummary modifications={[mod('1', 'Remus arka susturucu', 'exhaust_silencer'), mod('2', 'JBL hoparlör', 'sound_system')]} />);
    const section = screen.getByRole('region', { name: 'Muayene durumu' });
    expect(within(section).getByText('Etiketlenen modifikasyonların hepsi izinli; koşullarına uymanız yeterli.')).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
    expect(within(section).queryByRole('listitem')).toBeNull();
    expect(within(section).getByText(/hukuki tavsiye değildir/)).toBeInTheDocument();
  });

  it('ignores a category the table no longer has', () => {
    const { container } = renderWithProviders(<InspectionSummary modifications={[mod('1', 'Uçan halı', 'warp_drive')]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks English with the English condition', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<InspectionSummary modifications={[mod('1', 'Towbar', 'towbar')]} />);
    const section = screen.getByRole('region', { name: 'Inspection status' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Needs a modification project and an inspection' })).toBeInTheDocument();
    expect(within(section).getByText(legalityRule('towbar')!.condition.en)).toBeInTheDocument();
    expect(section.querySelector('time')?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(within(section).getByText(/not legal advice/)).toBeInTheDocument();
  });
});
