import type { ListingDetail, ListingStatus } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { isFormFailure } from '@/lib/form-action';

/** The status changes that ask first (the page's `?confirm=`), so they work without the script. */
const CONFIRMED: readonly ListingStatus[] = ['sold', 'withdrawn'];

/** A one-button form posting a status change to the page's action. */
function StatusForm({ status, label, variant = 'outline' }: { status: ListingStatus; label: string; variant?: 'outline' | 'destructive' | 'default' }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('status') === status;
  return (
    <Form method="post" replace>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value={status} />
      <Button type="submit" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * The listing's status on its form page: 'Satıldı olarak işaretle' and 'İlanı kaldır' lead to a
 * confirmation (`?confirm=sold|withdrawn`, a link, so it works without the script) whose button
 * posts the change; a sold or withdrawn listing can be published again.
 */
export function ListingStatusActions({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation(['listings', 'errors']);
  const [searchParams] = useSearchParams();
  const actionData = useActionData<unknown>();
  const failure = isFormFailure(actionData) && actionData.values.intent === 'status' ? actionData : null;
  const asked = searchParams.get('confirm') as ListingStatus | null;
  const confirming = asked && CONFIRMED.includes(asked) && asked !== listing.status ? asked : null;

  return (
    <section aria-labelledby="listing-status" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="listing-status" className="text-lg font-semibold">
        {t('listings:status.title')}
      </h2>
      <p className="text-sm">{t(`listings:status.current.${listing.status}`)}</p>
      {failure?.formError ? <FormAlert title={t('listings:form.errorTitle')} message={t(failure.formError, { defaultValue: t('errors:INTERNAL') })} /> : null}
      {confirming ? (
        <div role="alertdialog" aria-labelledby="listing-confirm" className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          <p id="listing-confirm" className="text-sm font-medium">
            {t(`listings:status.confirm.${confirming}`)}
          </p>
          <div className="flex flex-wrap gap-2">
            <StatusForm status={confirming} label={t(`listings:status.yes.${confirming}`)} variant="destructive" />
            <Button asChild variant="outline">
              <Link to="?" replace preventScrollReset>
                {t('listings:status.cancel')}
              </Link>
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {listing.status !== 'active' ? <StatusForm status="active" label={t('listings:status.publish')} variant="default" /> : null}
          {CONFIRMED.filter((status) => status !== listing.status).map((status) => (
            <Button key={status} asChild variant="outline">
              <Link to={`?confirm=${status}`} replace preventScrollReset>
                {t(`listings:status.ask.${status}`)}
              </Link>
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
