import type { CurrentUser } from '@/lib/session';

/**
 * The body of a `vi.mock('@/lib/session', …)` factory: the real module, with `useCurrentUser`
 * answering `auth.user` (a `vi.hoisted` object the test sets; null = a visitor), never pending.
 *
 *     vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
 */
export async function sessionAs(importOriginal: () => Promise<object>, auth: { user: CurrentUser | null }) {
  return { ...(await importOriginal()), useCurrentUser: () => ({ user: auth.user, isPending: false }) };
}
