import { useState, type FormEvent } from 'react';
import { REPORT_TARGET_TYPES, type AuditEntryView } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { useAdminParams } from '@/hooks/use-admin-params';
import { AdminListState } from '@/components/admin/admin-list-state';
import { AdminPager } from '@/components/admin/admin-pager';

export const AUDIT_FILTERS = ['actor', 'action', 'targetType', 'from', 'to'] as const;
type AuditFilter = (typeof AUDIT_FILTERS)[number];
const EMPTY: Record<AuditFilter, string> = { actor: '', action: '', targetType: '', from: '', to: '' };

/**
 * Audit log tab: every moderator and admin action, newest first, paged; filters
 * by actor (username), action (exact or a prefix ending in '.', e.g. `user.`), target type and
 * a day range (Istanbul, inclusive); before/after shown as JSON on demand.
 */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const [params, setParams, page] = useAdminParams(AUDIT_FILTERS);
  const [draft, setDraft] = useState<Record<AuditFilter, string>>(params);
  const query = Object.fromEntries(AUDIT_FILTERS.map((key) => [key, params[key] || undefined]));
  const audit = useAuditLog({ ...query, page });
  const items = audit.data?.items ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(AUDIT_FILTERS.map((key) => [key, draft[key].trim()])));
  };
  const clear = () => {
    setDraft(EMPTY);
    setParams(EMPTY);
  };
  const input = (key: AuditFilter, type: 'text' | 'date' = 'text', extra: { list?: string; placeholder?: string } = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`audit-${key}`}>{t(`audit.filters.${key}`)}</Label>
      <Input id={`audit-${key}`} type={type} value={draft[key]} onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))} {...extra} />
    </div>
  );

  return (
    <section aria-labelledby="admin-audit-heading" className="grid gap-4">
      <h2 id="admin-audit-heading" className="text-lg font-semibold">
        {t('audit.title')}
      </h2>
      <form onSubmit={apply} aria-label={t('audit.filters.label')} className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5">
        {input('actor', 'text', { placeholder: t('audit.filters.actorPlaceholder') })}
        {input('action', 'text', { placeholder: t('audit.filters.actionPlaceholder') })}
        {input('targetType', 'text', { list: 'audit-target-types' })}
        <datalist id="audit-target-types">
          {REPORT_TARGET_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        {input('from', 'date')}
        {input('to', 'date')}
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit">{t('audit.filters.apply')}</Button>
          <Button type="button" variant="outline" onClick={clear}>
            {t('audit.filters.clear')}
          </Button>
        </div>
      </form>
      <AdminListState isPending={audit.isPending} error={audit.error} isEmpty={items.length === 0} emptyTitle={t('audit.empty')} onRetry={() => void audit.refetch()}>
        <ol className="grid gap-3" aria-busy={audit.isFetching}>
          {items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
        {audit.data ? <AdminPager page={audit.data.page} pageSize={audit.data.pageSize} total={audit.data.total} onPage={(next) => setParams({ page: String(next) })} /> : null}
      </AdminListState>
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  const hasChanges = entry.before !== null || entry.after !== null;
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="font-mono">
            {entry.action}
          </Badge>
          {entry.actor.username ? (
            <Link to={`/user/${entry.actor.username}`} className="font-medium underline-offset-4 hover:underline">
              @{entry.actor.username}
            </Link>
          ) : (
            <span className="text-muted-foreground">{t('audit.system')}</span>
          )}
        </div>
        <time dateTime={entry.createdAt} className="text-muted-foreground">
          {formatDate(entry.createdAt, 'dateTime')}
        </time>
      </div>
      {entry.targetType ? (
        <p className="break-words">
          <span className="text-muted-foreground">{t('audit.target')}: </span>
          {entry.targetType}
          {entry.targetLabel ? ` · ${entry.targetLabel}` : ''}
          {entry.targetId ? <span className="font-mono text-xs text-muted-foreground"> ({entry.targetId})</span> : null}
        </p>
      ) : null}
      {entry.reason ? (
        <p className="break-words">
          <span className="text-muted-foreground">{t('audit.reason')}: </span>
          {entry.reason}
        </p>
      ) : null}
      {hasChanges ? (
        <details className="rounded-md bg-muted/50 p-2">
          <summary className="cursor-pointer font-medium">{t('audit.changes')}</summary>
          <div className="mt-2 grid gap-2 md:grid-cols-2">
            {(['before', 'after'] as const).map((side) => (
              <div key={side} className="grid min-w-0 gap-1">
                <span className="text-xs font-semibold text-muted-foreground">{t(`audit.${side}`)}</span>
                <pre className="max-h-64 overflow-auto rounded bg-background p-2 text-xs">{entry[side] ? JSON.stringify(entry[side], null, 2) : '—'}</pre>
              </div>
            ))}
          </div>
        </details>
      ) : null}
    </li>
  );
}
