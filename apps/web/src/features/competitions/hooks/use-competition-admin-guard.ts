import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { loginPath } from '@/lib/next-path';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';

export type CompetitionAdminAccess = 'pending' | 'allowed' | 'login-required' | 'forbidden';

/**
 * Who may open the competition form (admins, as /admin): not signed in →
 * 'Giriş Gerekli' and /login (back here after); signed in without the role → 'Erişim
 * Reddedildi' / 'Bu sayfaya erişim yetkiniz yok.' and '/'. A 401/403 from the API overrides the
 * session. The server refuses every admin call anyway.
 */
export function useCompetitionAdminGuard(apiError?: unknown): CompetitionAdminAccess {
  const { t } = useTranslation('competitions');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, isPending } = useCurrentUser();
  const access: CompetitionAdminAccess =
    isApiError(apiError) && apiError.status === 401
      ? 'login-required'
      : isApiError(apiError) && apiError.status === 403
        ? 'forbidden'
        : isPending
          ? 'pending'
          : !user
            ? 'login-required'
            : user.role === 'admin'
              ? 'allowed'
              : 'forbidden';
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || access === 'pending' || access === 'allowed') return;
    handled.current = true;
    if (access === 'login-required') {
      toast.error(t('guard.loginRequiredTitle'), { description: t('guard.loginRequiredMessage') });
      void navigate(loginPath(pathname), { replace: true });
    } else {
      toast.error(t('guard.forbiddenTitle'), { description: t('guard.forbiddenMessage') });
      void navigate('/', { replace: true });
    }
  }, [access, navigate, pathname, t]);

  return access;
}
