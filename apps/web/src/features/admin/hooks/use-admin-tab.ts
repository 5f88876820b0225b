import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Every tab of /admin, in display order. */
export const ADMIN_TABS = ['dashboard', 'users', 'garages', 'reports', 'content', 'ads', 'premium', 'help', 'settings', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
/** What a moderator may open (the API refuses the rest anyway). */
export const MODERATOR_TABS: readonly AdminTab[] = ['reports', 'content'];

/**
 * The open tab of /admin, kept in the address (`/admin?tab=users`). An unknown or forbidden
 * `tab` falls back to the first of `allowed`. Choosing a tab pushes a history entry and drops
 * the other tab's own parameters (page, filters).
 */
export function useAdminTab(allowed: readonly AdminTab[]): [AdminTab, (tab: AdminTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = allowed.find((candidate) => candidate === raw) ?? allowed[0] ?? 'dashboard';
  const select = useCallback((next: AdminTab) => setParams({ tab: next }), [setParams]);
  return [tab, select];
}
