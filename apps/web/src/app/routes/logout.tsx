import { useTranslation } from 'react-i18next';
import { Form, Navigate, useNavigation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { preloadPage } from '@/lib/route-data';

/**
 * /logout — sign-out as a form (POST /logout runs the action below), so it works before and
 * without the app's script; the account menus submit the same action. A visitor who is not
 * signed in goes to '/'.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'nav']);
  const { user, isPending } = useCurrentUser();
  const navigation = useNavigation();
  if (!user && !isPending) return <Navigate to="/" replace />;
  const busy = navigation.state !== 'idle' && navigation.formAction === '/logout';
  return (
    <>
      <PageTitle title={t('auth:logout.pageTitle')} noIndex />
      <AuthCard title={t('auth:logout.title')} description={t('auth:logout.description')}>
        <Form method="post" action="/logout" className="grid">
          <Button type="submit" variant="destructive" disabled={busy}>
            {t('nav:signOut')}
          </Button>
        </Form>
      </AuthCard>
    </>
  );
}
Component.displayName = 'LogoutPage';

/** The sign-out (lib/form-action.ts: the same action posted natively or by the app). */
export { signOutAction as action } from '@/features/auth/actions/sign-out';

export function loader() {
  return preloadPage([]);
}
