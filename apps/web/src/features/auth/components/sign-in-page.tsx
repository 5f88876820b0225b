import type { ComponentProps } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { safeNextPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { AuthCard } from './auth-card';

/**
 * A step of signing in (/login, /login/two-factor): the document title and the card. A member who
 * is signed in already goes on to `?next=` (a safe same-site path, lib/next-path.ts) or '/'.
 */
export function SignInPage({ pageTitle, ...card }: ComponentProps<typeof AuthCard> & { pageTitle: string }) {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeNextPath(searchParams.get('next')) ?? '/'} replace />;
  return (
    <>
      <PageTitle title={pageTitle} />
      <AuthCard {...card} />
    </>
  );
}
