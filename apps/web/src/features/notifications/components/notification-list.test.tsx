import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationPage } from '@garaj/shared';
import { i18n } from '@/lib/i18n';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { NotificationList } from './notification-list';

afterEach(() => vi.unstubAllGlobals());

const member = (username: string) => ({ id: username, username, fullName: null, avatar: null });

function item(overrides: Partial<NotificationItem>): NotificationItem {
  return {
    id: 'n1',
    type: 'garage_like',
    actors: [member('ali')],
    actorCount: 1,
    target: { kind: 'garage', title: 'Golf', url: '/garage/g1' },
    rank: null,
    read: false,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const page = (items: NotificationItem[]): NotificationPage => ({ items, nextCursor: null, unreadCount: items.filter((n) => !n.read).length });

describe('NotificationList', () => {
  it('writes grouped actors as a count, names followers, badges and winners, and marks one read', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/notifications') {
        return jsonResponse(
          page([
            item({ id: 'n1', actors: [member('ali'), member('veli'), member('ayşe')], actorCount: 3 }),
            item({ id: 'n2', type: 'follow', actors: [member('can')], target: { kind: 'member', title: 'can', url: '/user/can' } }),
            item({ id: 'n3', type: 'badge_earned', actors: [], actorCount: 0, target: { kind: 'badge', title: 'first-garage', url: '/badges' }, read: true }),
            item({ id: 'n4', type: 'competition_ended', actors: [], actorCount: 0, rank: 2, target: { kind: 'competition', title: 'Yaz Kupası', url: '/competitions/c1' }, read: true }),
          ]),
        );
      }
      if (url.pathname === '/api/notifications/n2/read' && init.method === 'POST') return jsonResponse({ unreadCount: 1 });
      throw new Error(`unexpected ${url.pathname}`);
    });
    const { user } = renderWithProviders(<NotificationList />);
    const grouped = await screen.findByRole('link', { name: /^ali ve 2 kişi daha “Golf” garajını beğendi/ });
    expect(grouped).toHaveAttribute('href', '/garage/g1');
    expect(screen.getByRole('link', { name: /^can seni takip etti/ })).toHaveAttribute('href', '/user/can');
    expect(screen.getByRole('link', { name: /^Yeni bir rozet kazandın/ })).toHaveAttribute('href', '/badges');
    expect(screen.getByRole('link', { name: /^Tebrikler! “Yaz Kupası” yarışmasında 2\. oldun/ })).toBeInTheDocument();
    // Unread ones carry the dot and the button; read ones neither.
    expect(screen.getAllByRole('img', { name: 'Okunmadı' })).toHaveLength(2);

    const followRow = screen.getByRole('link', { name: /^can seni takip etti/ }).closest('li')!;
    await user.click(within(followRow).getByRole('button', { name: 'Okundu işaretle' }));
    expect(calls(fetchMock)).toContain('POST /api/notifications/n2/read');
    await waitFor(() => expect(within(followRow).queryByRole('button', { name: 'Okundu işaretle' })).toBeNull());
    expect(screen.getAllByRole('img', { name: 'Okunmadı' })).toHaveLength(1);
  });

  it('writes maintenance reminders with the item, its garage and the state, linking to the tracker', async () => {
    mockFetch(() =>
      jsonResponse(
        page([
          item({ id: 'm1', type: 'maintenance_due', actors: [], actorCount: 0, target: { kind: 'maintenance', title: 'Motor yağı', url: '/maintenance?garage=g1' }, maintenance: { state: 'overdue', garageName: 'Golf' } }),
          item({ id: 'm2', type: 'maintenance_due', actors: [], actorCount: 0, target: { kind: 'maintenance', title: 'Lastik', url: '/maintenance?garage=g1' }, maintenance: { state: 'due', garageName: 'Golf' } }),
        ]),
      ),
    );
    renderWithProviders(<NotificationList />);
    expect(await screen.findByRole('link', { name: /^“Golf” garajındaki “Motor yağı” bakımı gecikti/ })).toHaveAttribute('href', '/maintenance?garage=g1');
    expect(screen.getByRole('link', { name: /^“Golf” garajındaki “Lastik” bakımının zamanı geldi/ })).toHaveAttribute('href', '/maintenance?garage=g1');
  });

  it('writes a private message notification, linking to the conversation', async () => {
    mockFetch(() => jsonResponse(page([item({ id: 'p1', type: 'message', target: { kind: 'conversation', title: 'ali', url: '/messages/c1' } })])));
    renderWithProviders(<NotificationList />);
    expect(await screen.findByRole('link', { name: /^ali sana mesaj gönderdi/ })).toHaveAttribute('href', '/messages/c1');
  });

  it('says so when there is nothing yet', async () => {
    mockFetch(() => jsonResponse(page([])));
    renderWithProviders(<NotificationList />);
    expect(await screen.findByRole('heading', { name: 'Henüz bildirimin yok' })).toBeInTheDocument();
  });

  it.each([
    [
      'tr',
      [
        'Bildiriminiz incelendi: “Kırmızı Golf” kurallara aykırı bulundu ve gizlendi. Teşekkürler!',
        'Bildiriminiz incelendi: “Eski ilan” kurallara aykırı bulundu ve kaldırıldı. Teşekkürler!',
        'Bildiriminiz incelendi: “spam_hesap” kurallara aykırı bulundu ve sorumlu üye siteden uzaklaştırıldı. Teşekkürler!',
        'Bildiriminiz incelendi: “Yağ sızıntısı” için bir işlem yapılmasına gerek görülmedi. Teşekkürler!',
        'Bildiriminiz incelendi: “Motor sesi” için kurallara aykırı bir durum bulunmadı.',
      ],
    ],
    [
      'en',
      [
        'Your report about “Kırmızı Golf” was reviewed: it broke the rules and was hidden. Thank you!',
        'Your report about “Eski ilan” was reviewed: it broke the rules and was removed. Thank you!',
        'Your report about “spam_hesap” was reviewed: it broke the rules and the member responsible was banned from the site. Thank you!',
        'Your report about “Yağ sızıntısı” was reviewed; no action was needed. Thank you!',
        'Your report about “Motor sesi” was reviewed; no rule was broken.',
      ],
    ],
  ] as const)('a handled report tells the reporter what really happened: action taken, no action, or dismissed (%s)', async (language, sentences) => {
    const report = (id: string, title: string, outcome: 'resolved' | 'dismissed', action: 'none' | 'hide' | 'delete' | 'ban' | null) =>
      item({ id, type: 'report_resolved', actors: [], actorCount: 0, target: { kind: 'report', title, url: '/notifications' }, report: { outcome, action } });
    mockFetch((url) => {
      if (url.pathname === '/api/notifications') {
        return jsonResponse(
          page([
            report('r1', 'Kırmızı Golf', 'resolved', 'hide'),
            report('r2', 'Eski ilan', 'resolved', 'delete'),
            report('r3', 'spam_hesap', 'resolved', 'ban'),
            report('r4', 'Yağ sızıntısı', 'resolved', 'none'),
            report('r5', 'Motor sesi', 'dismissed', null),
          ]),
        );
      }
      throw new Error(`unexpected ${url.pathname}`);
    });
    await i18n.changeLanguage(language);
    try {
      renderWithProviders(<NotificationList />);
      for (const sentence of sentences) {
        const escaped = sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(await screen.findByRole('link', { name: new RegExp(`^${escaped}`) })).toBeInTheDocument();
      }
    } finally {
      await i18n.changeLanguage('tr');
    }
  });
});
