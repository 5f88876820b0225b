/** Query keys of the convoy feature, all under `['convoys']`. */
export const convoyKeys = {
  all: ['convoys'] as const,
  convoy: (eventId: string) => [...convoyKeys.all, eventId] as const,
};
