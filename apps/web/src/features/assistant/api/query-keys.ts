/** TanStack Query keys of the assistant feature. */
export const assistantKeys = {
  all: ['assistant'] as const,
  saved: () => [...assistantKeys.all, 'saved'] as const,
};
