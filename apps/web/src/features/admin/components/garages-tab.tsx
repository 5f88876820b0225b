import { useState } from 'react';
import { ADMIN_REASON_MAX, adminGarageDeleteInput, type AdminGarage } from '@garaj/shared';
import { Star, StarOff, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { formatDate, formatNumber } from '@/lib/format';
import { deleteGarage, setGarageFeatured } from '../api/garage-actions';
import { useAdminGarages } from '../api/get-admin-garages';
import { adminKeys } from '../api/query-keys';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { useAdminParams } from '@/hooks/use-admin-params';
import { schemaResolver } from '../utils/schema-resolver';
import { AdminListState } from '@/components/admin/admin-list-state';
import { AdminPager } from '@/components/admin/admin-pager';
import { AdminSearch } from '@/components/admin/admin-search';

const ALL = 'all';
const FEATURED_VALUES = ['true', 'false'] as const;

/** Garages tab: search, featured filter, pages; feature / unfeature; delete with a reason. */
export function GaragesTab() {
  const { t } = useTranslation('admin');
  const [params, setParams, page] = useAdminParams(['q', 'featured'] as const);
  const featured = (FEATURED_VALUES as readonly string[]).includes(params.featured) ? (params.featured as 'true' | 'false') : undefined;
  const garages = useAdminGarages({ q: params.q || undefined, featured, page });
  const feature = useAdminMutation({ mutationFn: setGarageFeatured, invalidate: [adminKeys.garages(), ['garages']] });
  const [deleting, setDeleting] = useState<AdminGarage | null>(null);
  const items = garages.data?.items ?? [];

  return (
    <section aria-labelledby="admin-garages-heading" className="grid gap-4">
      <h2 id="admin-garages-heading" className="text-lg font-semibold">
        {t('garages.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <AdminSearch id="admin-garages-search" label={t('garages.search')} value={params.q} onSearch={(q) => setParams({ q })} />
        <Select value={featured ?? ALL} onValueChange={(value) => setParams({ featured: value === ALL ? '' : value })}>
          <SelectTrigger className="w-44" aria-label={t('garages.featuredFilter')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('filters.all')}</SelectItem>
            <SelectItem value="true">{t('garages.onlyFeatured')}</SelectItem>
            <SelectItem value="false">{t('garages.notFeatured')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <AdminListState isPending={garages.isPending} error={garages.error} isEmpty={items.length === 0} emptyTitle={t('garages.empty')} onRetry={() => void garages.refetch()}>
        <ul className="grid gap-3" aria-busy={garages.isFetching}>
          {items.map((garage) => (
            <li key={garage.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border bg-card p-4">
              <div className="grid min-w-0 flex-1 basis-64 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`/garage/${garage.id}`} className="font-medium break-words underline-offset-4 hover:underline">
                    {garage.title}
                  </Link>
                  {garage.featured ? <Badge variant="brand">{t('garages.featured')}</Badge> : null}
                </div>
                <span className="text-sm text-muted-foreground">
                  {garage.carBrand} {garage.carModel} ·{' '}
                  <Link to={`/user/${garage.owner.username}`} className="underline-offset-4 hover:underline">
                    @{garage.owner.username}
                  </Link>
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {t('garages.meta', { date: formatDate(garage.createdAt, 'medium'), views: formatNumber(garage.views), likes: formatNumber(garage.likes), photos: formatNumber(garage.photos) })}
                </span>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" disabled={feature.isPending} onClick={() => feature.mutate({ id: garage.id, featured: !garage.featured })}>
                  {garage.featured ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
                  {garage.featured ? t('garages.unfeature') : t('garages.feature')}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setDeleting(garage)}>
                  <Trash2 aria-hidden="true" />
                  {t('actions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {garages.data ? <AdminPager page={garages.data.page} pageSize={garages.data.pageSize} total={garages.data.total} onPage={(next) => setParams({ page: String(next) })} /> : null}
      </AdminListState>
      <DeleteGarageDialog garage={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

interface DeleteValues {
  reason: string;
}
const deleteResolver = schemaResolver<DeleteValues>(adminGarageDeleteInput, (values) => values);

/** Deleting a garage: irreversible (its photos' files go too); a reason is required and kept in the audit log. */
function DeleteGarageDialog({ garage, onClose }: { garage: AdminGarage | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const form = useForm<DeleteValues>({ defaultValues: { reason: '' }, resolver: deleteResolver });
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useAdminMutation({ mutationFn: deleteGarage, invalidate: [adminKeys.garages(), ['garages']], silentError: true });
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!garage) return;
    setFormError(null);
    try {
      await remove.mutateAsync({ id: garage.id, reason });
      close();
    } catch (error) {
      setFormError(getErrorMessage(error, t));
    }
  });

  return (
    <Dialog open={garage !== null} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin:garages.deleteTitle', { title: garage?.title ?? '' })}</DialogTitle>
          <DialogDescription>{t('admin:garages.deleteDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={remove.isPending}>
          <FormField id="garage-delete-reason" label={t('admin:garages.reason')} error={getFieldMessage(form.formState.errors.reason?.message, t)}>
            {(control) => <Textarea {...control} rows={3} maxLength={ADMIN_REASON_MAX} {...form.register('reason')} />}
          </FormField>
          <DialogFormFooter error={formError} onCancel={close} submitLabel={t('admin:garages.deleteSubmit')} busy={remove.isPending} destructive />
        </form>
      </DialogContent>
    </Dialog>
  );
}
