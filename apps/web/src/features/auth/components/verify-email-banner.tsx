import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/lib/session';

const VerifyEmailBannerContent = lazy(() =>
  import('./verify-email-banner-content').then((m) => ({ default: m.VerifyEmailBannerContent })),
);

/**
 * Shell banner for a signed-in member whose e-mail is not verified yet (content
 * others see needs a verified address; the server answers 403 EMAIL_NOT_VERIFIED). Renders
 * nothing for visitors and verified members; the banner itself (and the better-auth client its
 * "resend" button needs) is a separate chunk, loaded only when it is shown.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  if (!user || user.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBannerContent email={user.email} />
    </Suspense>
  );
}
