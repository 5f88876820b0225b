import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { getAuthConfigQueryOptions } from '@/features/auth/api/get-auth-config';
import { preloadPage, query } from '@/lib/route-data';

/** /login — the sign-in page. Signed-in members are sent to `?next=` (a safe same-site path) or '/'. */
export function Component() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  return (
    <SignInPage
      pageTitle={t('login.pageTitle')}
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link
            to="/register"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('login.registerLink')}
          </Link>
        </p>
      }
    >
      {searchParams.get('reset') === '1' ? (
        <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
          {t('login.passwordChanged')}
        </p>
      ) : null}
      <LoginForm />
    </SignInPage>
  );
}
Component.displayName = 'LoginPage';

/** The sign-in form's action (a native post or the app's submit; lib/form-action.ts). */
export { signInAction as action } from '@/features/auth/actions/sign-in';

/** Preloads the sign-in providers, so the social buttons are in the first paint (no shift). */
export function loader() {
  return preloadPage([query(getAuthConfigQueryOptions())]);
}
