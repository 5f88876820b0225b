import { Laptop, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberSession } from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { formatRelativeTime } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { useMemberSessions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';

const DEVICE_ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: Laptop } as const;

/**
 * "Oturumların" on /profile: every device the member is signed in on (browser, system, rough
 * place with the database's credit, hidden address, when it was last seen), this device marked; one other device, or all of them, can be
 * signed out at once.
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const sessions = useMemberSessions();
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  // "İstanbul, Türkiye": the province or state, and the country in the page's language.
  const placeName = (place: MemberSession['place']) => (place ? [place.region, countries.of(place.countryCode)].filter(Boolean).join(', ') : null);
  const placed = sessions.data?.items.some((item) => item.place) ?? false;
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.items.filter((item) => !item.current).length ?? 0;

  const onRevoke = (session: MemberSession) =>
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(t('auth:sessions.revoked')),
      onError: (error) => toast.error(t('auth:sessions.error'), { description: getErrorMessage(error, t) }),
    });
  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => toast.success(t('auth:sessions.othersRevoked')),
      onError: (error) => toast.error(t('auth:sessions.error'), { description: getErrorMessage(error, t) }),
    });

  return (
    <Card id="sessions">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('auth:sessions.title')}</h2>
        <CardDescription>{t('auth:sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending ? (
          <Spinner label={t('auth:sessions.loading')} />
        ) : sessions.isError ? (
          <ErrorState title={t('auth:sessions.loadError')} message={getErrorMessage(sessions.error, t)} onRetry={() => void sessions.refetch()} />
        ) : (
          <ul className="grid gap-2" aria-label={t('auth:sessions.listLabel')}>
            {sessions.data.items.map((session) => {
              const Icon = DEVICE_ICONS[session.device];
              const name = [session.browser, session.os].filter(Boolean).join(' · ') || t('auth:sessions.unknownDevice');
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                  <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {name}
                      {session.current ? <Badge variant="success">{t('auth:sessions.current')}</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {[placeName(session.place), session.address, t('auth:sessions.lastSeen', { when: formatRelativeTime(session.lastSeenAt) })].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => onRevoke(session)} aria-label={t('auth:sessions.revokeNamed', { name })}>
                      {t('auth:sessions.revoke')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {placed ? (
          <p className="text-xs text-muted-foreground">
            {t('auth:sessions.placeNote')}{' '}
            <a href="https://db-ip.com" className="underline underline-offset-2" rel="noopener noreferrer" target="_blank">
              {t('auth:sessions.placeCredit')}
            </a>
          </p>
        ) : null}
        {others > 0 ? (
          <Button variant="outline" className="justify-self-start" disabled={revokeOthers.isPending} onClick={onRevokeOthers}>
            {revokeOthers.isPending ? t('auth:sessions.revoking') : t('auth:sessions.revokeOthers')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
