/** Query keys of the location-sharing feature, all under `['location']`. */
export const locationKeys = {
  all: ['location'] as const,
  shares: () => [...locationKeys.all, 'shares'] as const,
};
