/** Query keys of the push feature, all under `['push']`. */
export const pushKeys = {
  all: ['push'] as const,
  /** The member's devices that receive push. */
  devices: () => [...pushKeys.all, 'devices'] as const,
};
