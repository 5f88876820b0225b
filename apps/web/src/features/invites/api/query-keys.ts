/** Query keys of the invite programme, all under `['affiliate']`. */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  mine: () => [...affiliateKeys.all, 'mine'] as const,
  friends: (cursor: string) => [...affiliateKeys.all, 'friends', cursor] as const,
};
