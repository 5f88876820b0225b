import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser, type CurrentUser } from '@/lib/session';
import { loginPath } from '@/lib/next-path';

export type AdminAccess = 'pending' | 'admin' | 'moderator' | 'login-required' | 'forbidden';

/**
 * Who may see /admin: admins see every tab, moderators only the
 * reports and content tabs, everyone else is sent away. The server decides in the end: a
 * 401/403 from an admin endpoint overrides what the session says.
 */
export function adminAccess(user: CurrentUser | null, isPending: boolean, apiError?: unknown): AdminAccess {
  if (isApiError(apiError) && apiError.status === 401) return 'login-required';
  if (isApiError(apiError) && apiError.status === 403) return 'forbidden';
  if (isPending) return 'pending';
  if (!user) return 'login-required';
  if (user.role === 'admin') return 'admin';
  if (user.role === 'moderator') return 'moderator';
  return 'forbidden';
}

/**
 * Not signed in → toast 'Giriş Gerekli' and /login; signed in without the moderator or admin
 * role → 'Erişim Reddedildi' / 'Bu sayfaya erişim yetkiniz yok.' and '/'. Runs once per page
 * visit. `apiError`: the error of an admin-only call the page made (its 401/403 wins).
 */
export function useAdminGuard(apiError?: unknown): AdminAccess {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();
  const access = adminAccess(user, isPending, apiError);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || access === 'pending' || access === 'admin' || access === 'moderator') return;
    handled.current = true;
    if (access === 'login-required') {
      toast.error(t('guard.loginRequiredTitle'), { description: t('guard.loginRequiredMessage') });
      void navigate(loginPath('/admin'), { replace: true });
    } else {
      toast.error(t('guard.forbiddenTitle'), { description: t('guard.forbiddenMessage') });
      void navigate('/', { replace: true });
    }
  }, [access, navigate, t]);

  return access;
}
