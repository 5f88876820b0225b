/** Blog test data as the API sends it (the fetch mock is test/fetch-mock.ts). */
import type { BlogPostCard, BlogPostDetail, BlogPostListPage } from '@garaj/shared';

export function makePostCard(overrides: Partial<BlogPostCard> = {}): BlogPostCard {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    slug: 'sanziman-ayari',
    title: 'Şanzıman Ayarı',
    excerpt: 'Vites geçişlerini yumuşatmanın yolları.',
    category: 'guides',
    tags: ['şanzıman', 'bakım'],
    cover: null,
    author: { id: 'u1', username: 'mehmet', fullName: 'Mehmet Y.', avatar: null },
    status: 'published',
    isFeatured: false,
    publishedAt: '2026-11-21T10:00:00.000Z',
    readingMinutes: 4,
    viewsCount: 120,
    likesCount: 3,
    commentsCount: 2,
    ...overrides,
  };
}

export function makePostDetail(overrides: Partial<BlogPostDetail> = {}): BlogPostDetail {
  return {
    ...makePostCard(),
    tags: ['şanzıman', 'bakım', 'vites', 'debriyaj'],
    bodyHtml: '<h2>Giriş</h2><p>Debriyaj boşluğu <strong>önemlidir</strong>.</p>',
    author: { id: 'u1', username: 'mehmet', fullName: 'Mehmet Y.', avatar: null, bio: 'Motor tutkunu.', postsCount: 5 },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    editedAt: null,
    likedByMe: false,
    favoritedByMe: false,
    isMine: false,
    canModerate: false,
    canFeature: false,
    related: [],
    popular: [],
    categories: [
      { id: 'maintenance', count: 1 },
      { id: 'modification', count: 2 },
      { id: 'guides', count: 3 },
      { id: 'tips', count: 0 },
      { id: 'reviews', count: 0 },
    ],
    ...overrides,
  };
}

/** A list answer; `total` null for a page after the first (the API counts on the first only). */
export function listPage(items: BlogPostCard[], total: number | null = items.length, nextCursor: string | null = null): BlogPostListPage {
  return total === null ? { items, nextCursor } : { items, nextCursor, total, totalCapped: false };
}
