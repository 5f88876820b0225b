import { useState } from 'react';
import { AD_REQUEST_STATUSES, type AdminAd, type AdRequestStatus } from '@garaj/shared';
import { Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDate, formatNumber } from '@/lib/format';
import { deleteAd } from '../api/delete-ad';
import { useAdminAds } from '../api/get-admin-ads';
import { useAdRequests } from '../api/get-ad-requests';
import { adminKeys } from '../api/query-keys';
import { setAdRequestStatus } from '../api/set-ad-request-status';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { useAdminParams } from '@/hooks/use-admin-params';
import { AdFormDialog } from './ad-form-dialog';
import { AdminFilterSelect } from '@/components/admin/admin-filter-select';
import { AdminListState } from '@/components/admin/admin-list-state';
import { AdminPager } from '@/components/admin/admin-pager';

/** Ads tab: every ad with its state and counters, create / edit / delete, and the 'Reklam Verin' inbox. */
export function AdsTab() {
  const { t } = useTranslation('admin');
  const ads = useAdminAds();
  const [editing, setEditing] = useState<AdminAd | null | undefined>(undefined);
  const remove = useAdminMutation({ mutationFn: deleteAd, invalidate: [adminKeys.ads()] });
  const items = ads.data?.items ?? [];

  return (
    <div className="grid gap-8">
      <section aria-labelledby="admin-ads-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-ads-heading" className="text-lg font-semibold">
            {t('ads.title')}
          </h2>
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            {t('ads.create')}
          </Button>
        </div>
        <AdminListState isPending={ads.isPending} error={ads.error} isEmpty={items.length === 0} emptyTitle={t('ads.empty')} onRetry={() => void ads.refetch()}>
          <ul className="grid gap-3">
            {items.map((ad) => (
              <li key={ad.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border bg-card p-4">
                <div className="grid min-w-0 flex-1 basis-64 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">{ad.title}</span>
                    {ad.featured ? (
                      <Badge variant="secondary">
                        <Star aria-hidden="true" className="size-3" />
                        {t('ads.featured')}
                      </Badge>
                    ) : null}
                    <Badge variant={ad.expired ? 'outline' : 'default'}>{ad.expired ? t('ads.expired') : t('ads.active')}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {ad.company} · {t(`advertising:categories.${ad.category}`)}
                    {ad.validFrom || ad.validUntil
                      ? ` · ${t('ads.validity', { from: ad.validFrom ? formatDate(ad.validFrom, 'medium') : '—', until: ad.validUntil ? formatDate(ad.validUntil, 'medium') : '—' })}`
                      : ''}
                  </p>
                  <p className="text-sm tabular-nums">{t('ads.counters', { impressions: formatNumber(ad.stats.impressions), clicks: formatNumber(ad.stats.clicks) })}</p>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(ad)}>
                    <Pencil aria-hidden="true" />
                    {t('actions.edit')}
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" size="sm" disabled={remove.isPending}>
                        <Trash2 aria-hidden="true" />
                        {t('actions.delete')}
                      </Button>
                    }
                    title={t('ads.deleteTitle')}
                    description={t('ads.deleteDescription', { title: ad.title })}
                    cancelLabel={t('actions.cancel')}
                    confirmLabel={t('actions.delete')}
                    onConfirm={() => remove.mutate(ad.id)}
                  />
                </div>
              </li>
            ))}
          </ul>
        </AdminListState>
      </section>
      <AdRequestsInbox />
      <AdFormDialog ad={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

/** The 'Reklam Verin' requests, newest first, with their status (new → contacted → closed). */
function AdRequestsInbox() {
  const { t } = useTranslation('admin');
  const [params, setParams, page] = useAdminParams(['requestStatus'] as const);
  const status = (AD_REQUEST_STATUSES as readonly string[]).includes(params.requestStatus) ? (params.requestStatus as AdRequestStatus) : undefined;
  const requests = useAdRequests({ status, page });
  const change = useAdminMutation({ mutationFn: setAdRequestStatus, invalidate: [adminKeys.adRequests()] });
  const items = requests.data?.items ?? [];

  return (
    <section aria-labelledby="admin-ad-requests-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-ad-requests-heading" className="text-lg font-semibold">
          {t('ads.requests.title')}
        </h2>
        <AdminFilterSelect
          label={t('ads.requests.statusFilter')}
          value={status}
          onChange={(requestStatus) => setParams({ requestStatus })}
          allLabel={t('filters.all')}
          options={AD_REQUEST_STATUSES.map((value) => ({ value, label: t(`ads.requests.status.${value}`) }))}
          className="w-48"
        />
      </div>
      <AdminListState isPending={requests.isPending} error={requests.error} isEmpty={items.length === 0} emptyTitle={t('ads.requests.empty')} onRetry={() => void requests.refetch()}>
        <ul className="grid gap-3">
          {items.map((request) => (
            <li key={request.id} className="grid gap-2 rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {request.company} · {t('ads.requests.package', { package: t(`advertising:packages.${request.package}.name`) })}
                </span>
                <span className="text-sm text-muted-foreground">{formatDate(request.createdAt, 'dateTime')}</span>
              </div>
              <p className="text-sm break-words">
                {request.contactName} · <a className="underline" href={`mailto:${request.email}`}>{request.email}</a>
                {request.phone ? ` · ${request.phone}` : ''}
              </p>
              {request.message ? <p className="text-sm whitespace-pre-line text-muted-foreground">{request.message}</p> : null}
              <div className="flex flex-wrap items-center gap-2">
                <Select value={request.status} onValueChange={(value) => change.mutate({ id: request.id, status: value as AdRequestStatus })} disabled={change.isPending}>
                  <SelectTrigger className="w-44" aria-label={t('ads.requests.setStatus', { company: request.company })}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {AD_REQUEST_STATUSES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {t(`ads.requests.status.${value}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </li>
          ))}
        </ul>
        {requests.data ? <AdminPager page={requests.data.page} pageSize={requests.data.pageSize} total={requests.data.total} onPage={(next) => setParams({ page: String(next) })} /> : null}
      </AdminListState>
    </section>
  );
}
