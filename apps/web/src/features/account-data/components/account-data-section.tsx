import { useEffect, useId, useRef } from 'react';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@garaj/shared';
import { CalendarClock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useAccountDeletion } from '../api/account-deletion';
import { AccountDeletionDialog } from './account-deletion-dialog';
import { DataExportPanel } from './data-export-panel';

/**
 * "Hesabımı sil": what deleting means, a notice when a deletion is already scheduled (rare: signing
 * in cancels it), and the button opening the confirmation dialog, which needs to know whether the
 * account confirms with its password or a mailed code.
 */
function AccountDeletionPanel() {
  const { t } = useTranslation(['accountData', 'errors']);
  const state = useAccountDeletion();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold">
        {t('deletion.title')}
      </h4>
      <p className="text-sm text-muted-foreground">{t('deletion.description', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      {state.isPending ? (
        <Spinner label={t('deletion.loading')} showLabel />
      ) : state.isError ? (
        <ErrorState headingLevel={3} title={t('deletion.error')} message={getErrorMessage(state.error, t)} onRetry={() => void state.refetch()} />
      ) : (
        <>
          {state.data.scheduledFor ? (
            <div role="status" className="flex gap-3 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              <p>
                <span className="font-medium">{t('deletion.scheduled', { date: formatDate(state.data.scheduledFor, 'long') })}</span>{' '}
                {t('deletion.scheduledHint')}
              </p>
            </div>
          ) : null}
          <div>
            <AccountDeletionDialog hasPassword={state.data.hasPassword} />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * "Verilerin ve hesabın" on /profile (anchor #account-data, the target of the "archive ready"
 * mail): the member's rights over their data — downloading everything stored about them and
 * deleting the account.
 */
export function AccountDataSection() {
  const { t } = useTranslation('accountData');
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  // The mail's link (/profile#account-data): this section loads after the page, so the browser's
  // own jump to the anchor found nothing; scroll once it is there.
  useEffect(() => {
    if (hash === '#account-data') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Card ref={section} id="account-data" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('section.title')}
        </CardTitle>
        <CardDescription>{t('section.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DataExportPanel />
        <Separator />
        <AccountDeletionPanel />
      </CardContent>
    </Card>
  );
}
