import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '@/lib/session';
import { renderRouter } from '@/test/test-utils';
import { routes } from './router';

vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useCurrentUser: () => ({ user: null, isPending: false }),
}));
vi.mock('@/lib/auth-client', () => ({ authClient: { signOut: vi.fn() } }));

function renderAt(path: string) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}

describe('app routes', () => {
  it('shows the not-found page inside the shell for an unknown path', async () => {
    renderAt('/bu-sayfa-yok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İçeriğe geç' })).toHaveAttribute('href', '#main-content');
  });

  it.each([
    ['/privacy-policy', 'Gizlilik Politikası ve KVKK Aydınlatma Metni'],
    ['/terms-of-service', 'Kullanım Koşulları'],
    ['/cookie-policy', 'Çerez Politikası'],
  ])('renders the legal page %s with a back button', async (path, title) => {
    renderAt(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(main).getAllByRole('button', { name: 'Geri Dön' }).length).toBeGreaterThan(0);
    expect(within(main).getAllByRole('link', { name: 'destek@garaj.app' })[0]).toHaveAttribute(
      'href',
      'mailto:destek@garaj.app',
    );
  });

  it('explains the rights under KVKK Article 11 on the privacy page', async () => {
    renderAt('/privacy-policy');
    const heading = await screen.findByRole('heading', { level: 2, name: /11\. Maddesi Kapsamındaki Haklarınız/ });
    const section = heading.closest('section');
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getAllByRole('listitem')).toHaveLength(9);
  });

  it('gives the KVKK notice: controller, data, purposes, legal grounds, retention, transfers, rights and how to use them', async () => {
    renderAt('/privacy-policy');
    const sectionOf = async (name: RegExp) => {
      const heading = await screen.findByRole('heading', { level: 2, name });
      const section = heading.closest('section');
      expect(section).not.toBeNull();
      return within(section as HTMLElement);
    };

    const controller = await sectionOf(/Veri Sorumlusu/);
    expect(controller.getByRole('link', { name: 'Yardım sayfasındaki' })).toHaveAttribute('href', '/help');

    const data = await sectionOf(/İşlenen Kişisel Veriler/);
    expect(data.getByText(/^Mesajlar:/)).toBeInTheDocument();
    expect(data.getByText(/her oturumun IP adresi ile tarayıcı/)).toBeInTheDocument();
    expect(data.getByText(/yalnızca canlı konum paylaşımını/)).toBeInTheDocument();

    const purposes = await sectionOf(/İşlenme Amaçları/);
    expect(purposes.getByText(/Açmayı seçtiğiniz e-posta bildirimlerinin/)).toBeInTheDocument();

    const grounds = await sectionOf(/Hukuki Sebepler/);
    for (const article of ['m. 5/2-c', 'm. 5/2-ç', 'm. 5/2-f']) expect(grounds.getByText(new RegExp(article))).toBeInTheDocument();
    expect(grounds.getByText(/isteğe bağlı e-posta bildirimleri/)).toBeInTheDocument();

    const retention = await sectionOf(/Saklama Süreleri/);
    expect(retention.getByText(/talebinizden 14 gün sonra silinir/)).toBeInTheDocument();
    expect(retention.getByText(/hazırlandıktan 7 gün sonra silinir/)).toBeInTheDocument();

    const transfers = await sectionOf(/Aktarılması/);
    expect(transfers.getByText(/satmayız/)).toBeInTheDocument();

    const rights = await sectionOf(/11\. Maddesi Kapsamındaki Haklarınız/);
    expect(rights.getByRole('link', { name: /“Verilerin ve hesabın” bölümüdür/ })).toHaveAttribute('href', '/profile#account-data');

    const howTo = await sectionOf(/Haklarınızı Nasıl Kullanırsınız/);
    expect(howTo.getByRole('link', { name: 'profil ayarlarınızdaki' })).toHaveAttribute('href', '/profile#account-data');
    expect(howTo.getByRole('link', { name: 'Yardım sayfasındaki' })).toHaveAttribute('href', '/help');
    expect(howTo.getByText(/en geç 30 gün içinde/)).toBeInTheDocument();
  });
});
