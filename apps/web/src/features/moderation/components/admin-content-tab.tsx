import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MODERATABLE_TYPES, type AdminContentItem, type ModeratableType } from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import { AdminListState } from '@/components/admin/admin-list-state';
import { AdminPager } from '@/components/admin/admin-pager';
import { AdminSearch } from '@/components/admin/admin-search';
import { useAdminParams } from '@/hooks/use-admin-params';
import { useAdminContent } from '../api/get-admin-content';
import { HideToggle } from '@/components/moderation/hide-toggle';

const FILTERS = ['type', 'state', 'q'] as const;
const ALL = 'all';

const isType = (value: string): value is ModeratableType => (MODERATABLE_TYPES as readonly string[]).includes(value);

/**
 * The admin panel's Content tab, for moderators and admins: the newest posts,
 * comments, topics and replies, filtered by type, hidden/all and a text search (all kept in the
 * address), paged; each row links to the item on the site and hides it (with a reason) or
 * shows it again. Loading, error (with retry) and empty states. Needs the `moderation` and
 * `admin` namespaces.
 */
export function AdminContentTab() {
  const { t } = useTranslation(['moderation', 'admin']);
  const [params, setParams, page] = useAdminParams(FILTERS);
  const type = isType(params.type) ? params.type : null;
  const state = params.state === 'hidden' ? 'hidden' : 'all';
  const content = useAdminContent({ type, state, q: params.q, page });
  const items = content.data?.items ?? [];

  return (
    <section aria-labelledby="admin-content-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="admin-content-heading" className="text-lg font-semibold">
          {t('moderation:content.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('moderation:content.description')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select value={type ?? ALL} onValueChange={(value) => setParams({ type: value === ALL ? '' : value })}>
          <SelectTrigger className="w-48" aria-label={t('moderation:content.typeLabel')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('moderation:content.allTypes')}</SelectItem>
            {MODERATABLE_TYPES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`moderation:types.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={state} onValueChange={(value) => setParams({ state: value === 'hidden' ? 'hidden' : '' })}>
          <SelectTrigger className="w-52" aria-label={t('moderation:content.stateLabel')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('moderation:content.stateAll')}</SelectItem>
            <SelectItem value="hidden">{t('moderation:content.stateHidden')}</SelectItem>
          </SelectContent>
        </Select>
        <AdminSearch id="admin-content-search" label={t('moderation:content.searchLabel')} value={params.q} onSearch={(q) => setParams({ q })} />
      </div>
      <AdminListState
        isPending={content.isPending}
        error={content.error}
        isEmpty={items.length === 0}
        emptyTitle={state === 'hidden' ? t('moderation:content.emptyHidden') : t('moderation:content.empty')}
        emptyDescription={t('moderation:content.emptyDescription')}
        onRetry={() => void content.refetch()}
      >
        <ul className="grid gap-2" aria-busy={content.isFetching}>
          {items.map((item) => (
            <ContentRow key={`${item.type}:${item.id}`} item={item} />
          ))}
        </ul>
        {content.data ? <AdminPager page={content.data.page} pageSize={content.data.pageSize} total={content.data.total} onPage={(next) => setParams({ page: String(next) })} /> : null}
      </AdminListState>
    </section>
  );
}

function ContentRow({ item }: { item: AdminContentItem }) {
  const { t } = useTranslation('moderation');
  const label = item.title ?? item.excerpt.slice(0, 60);
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <Badge variant="secondary">{t(`types.${item.type}`)}</Badge>
          {item.hidden ? <Badge variant="destructive">{t('content.hidden')}</Badge> : <Badge variant="outline">{t('content.visible')}</Badge>}
          <span className="text-muted-foreground">{t('content.by', { username: item.author.username })}</span>
          {item.author.banned ? <Badge variant="destructive">{t('content.banned')}</Badge> : null}
          <time dateTime={item.createdAt} className="text-muted-foreground">
            {formatDate(item.createdAt, 'dateTime')}
          </time>
        </div>
        {item.title ? <p className="truncate font-medium">{item.title}</p> : null}
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{item.excerpt}</p>
        {item.hidden ? (
          <p className="text-xs text-destructive">
            {item.hidden.byUsername ? t('content.hiddenBy', { username: item.hidden.byUsername }) : t('mark.label')}
            {item.hidden.reason ? ` · ${t('mark.reason', { reason: item.hidden.reason })}` : ''}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-1 sm:justify-end">
        <Button asChild variant="ghost" size="sm">
          <Link to={item.link} aria-label={t('content.openFor', { label })}>
            <ExternalLink aria-hidden="true" />
            {t('content.open')}
          </Link>
        </Button>
        <HideToggle type={item.type} id={item.id} hidden={item.hidden} label={label} />
      </div>
    </li>
  );
}
