import type { ModeratableType } from '@garaj/shared';

/** The Content tab's filters (`GET /api/admin/content?type=&state=&q=&page=`). */
export interface AdminContentParams {
  type: ModeratableType | null;
  state: 'all' | 'hidden';
  q: string;
  page: number;
}

/** Query keys of the moderation feature, all under `['moderation']`. */
export const moderationKeys = {
  all: ['moderation'] as const,
  contentLists: () => [...moderationKeys.all, 'content'] as const,
  content: (params: AdminContentParams) => [...moderationKeys.contentLists(), params.type, params.state, params.q, params.page] as const,
};
