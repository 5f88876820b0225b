import type { ForumAuthor, ForumCategory, ForumPage, ForumStats, Reply, TopicDetail, TopicPage, TopicSummary } from '@garaj/shared';

/** Forum data as the API sends it, for tests. */
export function makeAuthor(overrides: Partial<ForumAuthor> = {}): ForumAuthor {
  return {
    id: 'u1',
    username: 'mehmet',
    displayName: 'Mehmet Yılmaz',
    avatar: null,
    isExpert: false,
    reputation: 60,
    level: 'intermediate',
    tier: 'silver',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<ForumCategory> = {}): ForumCategory {
  return {
    id: 'engine',
    name: 'Motor',
    nameEn: 'Engine',
    description: 'Motor arızaları ve bakım.',
    descriptionEn: 'Engine faults and maintenance.',
    icon: 'cog',
    isQa: true,
    position: 0,
    topicsCount: 12,
    repliesCount: 30,
    membersCount: 9,
    lastPost: null,
    ...overrides,
  };
}

export function makeTopic(overrides: Partial<TopicSummary> = {}): TopicSummary {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    categoryId: 'engine',
    kind: 'question',
    title: 'Motor ısınınca rölanti dalgalanıyor',
    excerpt: 'Araç ısındıktan sonra devir 700 ile 1100 arasında gidip geliyor.',
    tags: ['rölanti'],
    isUrgent: false,
    status: 'open',
    isPinned: false,
    isLocked: false,
    author: makeAuthor(),
    createdAt: '2026-03-14T10:00:00.000Z',
    lastReplyAt: null,
    lastReplyBy: null,
    repliesCount: 0,
    viewsCount: 10,
    score: 2,
    upvotesCount: 2,
    hasAcceptedAnswer: false,
    ...overrides,
  };
}

export function makeTopicDetail(overrides: Partial<TopicDetail> = {}): TopicDetail {
  return {
    ...makeTopic(),
    bodyHtml: '<p>Araç ısındıktan sonra devir dalgalanıyor.</p>',
    acceptedReplyId: null,
    myVote: 0,
    canReply: true,
    canAccept: false,
    canModerate: false,
    canClose: false,
    canDelete: false,
    canEdit: false,
    editedAt: null,
    isMine: false,
    ...overrides,
  };
}

export function makeReply(overrides: Partial<Reply> = {}): Reply {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    topicId: '11111111-1111-4111-8111-111111111111',
    bodyHtml: '<p>Rölanti valfini temizleyin.</p>',
    author: makeAuthor({ id: 'u2', username: 'usta', displayName: 'Usta Ali', isExpert: true, reputation: 300, level: 'expert', tier: 'gold' }),
    createdAt: '2026-03-14T11:00:00.000Z',
    score: 1,
    upvotesCount: 1,
    isAccepted: false,
    editedAt: null,
    myVote: 0,
    canDelete: false,
    canEdit: false,
    isMine: false,
    ...overrides,
  };
}

export function makeStats(overrides: Partial<ForumStats> = {}): ForumStats {
  return { topics: 40, replies: 120, members: 25, onlineMembers: 3, expertsOnline: 2, online: [], ...overrides };
}

export function forumPage<T>(items: T[], overrides: Partial<ForumPage<T>> = {}): ForumPage<T> {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

/** A topic list answer (first page: with its total). */
export function topicPage(items: TopicSummary[], overrides: Partial<TopicPage> = {}): TopicPage {
  return { items, nextCursor: null, total: items.length, totalCapped: false, ...overrides };
}
