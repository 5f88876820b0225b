/**
 * Query keys of the advertising feature, all under `['advertising']`. The ad list depends on
 * the viewer (premium members get none), so its key names the viewer (null for visitors).
 */
export const advertisingKeys = {
  all: ['advertising'] as const,
  ads: (category: string | null, viewerId: string | null) => [...advertisingKeys.all, 'ads', category, viewerId] as const,
};
