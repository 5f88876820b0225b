/**
 * Query keys of the badges feature, all under `['badges']`. The catalogue carries the viewer's
 * own state, so its key names the viewer (null for visitors): signing in or out reads a new one.
 */
export const badgesKeys = {
  all: ['badges'] as const,
  catalog: (viewerId: string | null) => [...badgesKeys.all, 'catalog', viewerId] as const,
};
