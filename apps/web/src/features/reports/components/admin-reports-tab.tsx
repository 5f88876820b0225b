import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Check, ExternalLink, Flag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORT_STATUSES, REPORT_TARGET_TYPES, reportActionsFor, type AdminReport, type ReportAction, type ReportStatus, type ReportTargetType } from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { AdminListState } from '@/components/admin/admin-list-state';
import { AdminPager } from '@/components/admin/admin-pager';
import { useAdminParams } from '@/hooks/use-admin-params';
import { useAdminReports } from '../api/get-admin-reports';
import { useHandleReport, type ReportDecision } from '../api/handle-report';

const ALL = 'all';
const NOTE_MAX = 500;

/**
 * The Reports tab of /admin (moderators and admins): the queue filtered by status
 * (open by default) and target type, paged, each report with the target's preview (as it is now,
 * or as it was when reported once it is gone), reporter, reason, details, date, how many open
 * reports the same target has and a link to it. Open reports are resolved with an action
 * (hide / delete where the type allows; ban for admins only — moderators are not offered it) and
 * an optional note, or dismissed; delete and ban ask for confirmation. Success: 'Rapor İşlendi'.
 * Filters and page live in the address (`/admin?tab=reports&status=&type=&page=`).
 */
export function AdminReportsTab() {
  const { t } = useTranslation(['reports', 'admin']);
  const [params, setParams, page] = useAdminParams(['status', 'type'] as const);
  const status: ReportStatus = (REPORT_STATUSES as readonly string[]).includes(params.status) ? (params.status as ReportStatus) : 'open';
  const targetType = (REPORT_TARGET_TYPES as readonly string[]).includes(params.type) ? (params.type as ReportTargetType) : null;
  const reports = useAdminReports({ status, targetType, page });
  const { user } = useCurrentUser();
  const [handling, setHandling] = useState<{ report: AdminReport; kind: 'resolve' | 'dismiss' } | null>(null);
  const items = reports.data?.items ?? [];

  return (
    <section aria-labelledby="admin-reports-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="admin-reports-heading" className="text-lg font-semibold">
          {t('reports:admin.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('reports:admin.description')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select value={status} onValueChange={(value) => setParams({ status: value === 'open' ? '' : value })}>
          <SelectTrigger className="w-44" aria-label={t('reports:admin.statusFilter')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REPORT_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`reports:statuses.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={targetType ?? ALL} onValueChange={(value) => setParams({ type: value === ALL ? '' : value })}>
          <SelectTrigger className="w-52" aria-label={t('reports:admin.typeFilter')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('reports:admin.allTypes')}</SelectItem>
            {REPORT_TARGET_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`reports:types.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <AdminListState
        isPending={reports.isPending}
        error={reports.error}
        isEmpty={items.length === 0}
        emptyTitle={status === 'open' && !targetType ? t('reports:admin.emptyOpen') : t('reports:admin.empty')}
        emptyDescription={status === 'open' && !targetType ? t('reports:admin.emptyOpenText') : t('reports:admin.emptyText')}
        onRetry={() => void reports.refetch()}
      >
        <ul className="grid gap-3" aria-label={t('reports:admin.listLabel')} aria-busy={reports.isFetching}>
          {items.map((report) => (
            <ReportCard key={report.id} report={report} onHandle={(kind) => setHandling({ report, kind })} />
          ))}
        </ul>
      </AdminListState>
      {reports.data ? <AdminPager page={reports.data.page} pageSize={reports.data.pageSize} total={reports.data.total} onPage={(next) => setParams({ page: String(next) })} /> : null}
      {handling ? <HandleDialog
          key={`${handling.report.id}-${handling.kind}`}
          report={handling.report}
          kind={handling.kind}
          isAdmin={user?.role === 'admin'}
          onClose={() => setHandling(null)}
        /> : null}
    </section>
  );
}

function ReportCard({ report, onHandle }: { report: AdminReport; onHandle: (kind: 'resolve' | 'dismiss') => void }) {
  const { t } = useTranslation('reports');
  const { preview, exists, hidden } = report.target;
  const title = preview.title || t('admin.untitled');
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" data-testid="report-card">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{t(`types.${report.targetType}`)}</Badge>
        <Badge variant={report.status === 'open' ? 'destructive' : report.status === 'resolved' ? 'success' : 'secondary'}>{t(`statuses.${report.status}`)}</Badge>
        {!exists ? <Badge variant="secondary">{t('admin.targetGone')}</Badge> : null}
        {hidden ? <Badge variant="secondary">{t('admin.targetHidden')}</Badge> : null}
        {report.openReportsOnTarget > 1 ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-destructive">
            <Flag className="size-3.5" aria-hidden="true" />
            {t('admin.openCount', { count: report.openReportsOnTarget })}
          </span>
        ) : null}
      </div>
      <div className="grid min-w-0 gap-1">
        {exists && preview.url ? (
          <Link to={preview.url} className="inline-flex items-center gap-1 font-medium break-words underline-offset-4 hover:underline">
            {title}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">({t('admin.viewTarget')})</span>
          </Link>
        ) : (
          <span className="font-medium break-words">{title}</span>
        )}
        {preview.excerpt ? <p className="line-clamp-3 text-sm break-words text-muted-foreground">{preview.excerpt}</p> : null}
        {preview.authorUsername ? <span className="text-xs text-muted-foreground">{t('admin.author', { username: preview.authorUsername })}</span> : null}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('admin.reason')}</dt>
        <dd>{t(`reasons.${report.reason}`)}</dd>
        {report.details ? (
          <>
            <dt className="text-muted-foreground">{t('admin.details')}</dt>
            <dd className="break-words whitespace-pre-line">{report.details}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('admin.reporter')}</dt>
        <dd>
          {report.reporter ? (
            <Link to={`/user/${encodeURIComponent(report.reporter.username)}`} className="underline-offset-4 hover:underline">
              @{report.reporter.username}
            </Link>
          ) : (
            <span className="text-muted-foreground">{t('admin.reporterGone')}</span>
          )}
        </dd>
        <dt className="text-muted-foreground">{t('admin.date')}</dt>
        <dd>
          <time dateTime={report.createdAt}>{formatDate(report.createdAt, 'medium')}</time>
        </dd>
      </dl>
      {report.status !== 'open' ? (
        <div className="grid gap-1 border-t pt-2 text-sm text-muted-foreground">
          {report.handledAt ? <span>{t('admin.handled', { username: report.handledBy ? `@${report.handledBy.username}` : '—', date: formatDate(report.handledAt, 'medium') })}</span> : null}
          {report.action ? <span>{t('admin.handledAction', { action: t(`actions.${report.action}`) })}</span> : null}
          {report.resolutionNote ? <span className="break-words">{t('admin.note', { note: report.resolutionNote })}</span> : null}
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onHandle('resolve')}>
            <Check aria-hidden="true" />
            {t('admin.resolve')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onHandle('dismiss')}>
            <X aria-hidden="true" />
            {t('admin.dismiss')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The actions offered for a report: per type, only what needs a target while it exists, ban only to admins. */
function offeredActions(report: AdminReport, isAdmin: boolean): ReportAction[] {
  return reportActionsFor(report.targetType).filter((action) => {
    if (action === 'ban') return isAdmin && Boolean(report.target.authorId);
    if (action === 'hide') return report.target.exists && !report.target.hidden;
    if (action === 'delete') return report.target.exists;
    return true;
  });
}

function HandleDialog({ report, kind, isAdmin, onClose }: { report: AdminReport; kind: 'resolve' | 'dismiss'; isAdmin: boolean; onClose: () => void }) {
  const { t } = useTranslation(['reports', 'errors']);
  const id = useId();
  const actions = offeredActions(report, isAdmin);
  const [action, setAction] = useState<ReportAction>('none');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const handle = useHandleReport();

  const run = () => {
    const trimmed = note.trim() || null;
    const decision: ReportDecision = kind === 'resolve' ? { id: report.id, kind, action, note: trimmed } : { id: report.id, kind, note: trimmed };
    handle.mutate(decision, {
      onSuccess: (result) => {
        const count = result.reportIds.length;
        toast.success(t('reports:admin.toastTitle'), { description: t(kind === 'resolve' ? 'reports:admin.toastResolved' : 'reports:admin.toastDismissed', { count }) });
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(t('reports:admin.toastError'), { description: getErrorMessage(error, t) });
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'resolve' && (action === 'delete' || action === 'ban')) setConfirming(true);
    else run();
  };

  return (
    <>
      <Dialog open={!confirming} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent aria-describedby={`${id}-description`}>
          <form onSubmit={submit} className="grid gap-4" aria-busy={handle.isPending}>
            <DialogHeader>
              <DialogTitle>{kind === 'resolve' ? t('reports:admin.resolveTitle') : t('reports:admin.dismissTitle')}</DialogTitle>
              <DialogDescription id={`${id}-description`}>{kind === 'resolve' ? t('reports:admin.resolveDescription') : t('reports:admin.dismissDescription')}</DialogDescription>
              <p className="text-sm font-medium break-words">
                {t(`reports:types.${report.targetType}`)} · {report.target.preview.title || t('reports:admin.untitled')}
              </p>
            </DialogHeader>
            {kind === 'resolve' ? (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">{t('reports:admin.actionLegend')}</legend>
                {actions.map((a) => (
                  <label
                    key={a}
                    className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  >
                    <input
                      type="radio"
                      name={`${id}-action`}
                      value={a}
                      checked={action === a}
                      onChange={() => setAction(a)}
                      className="mt-0.5 size-4 accent-primary"
                      aria-describedby={`${id}-${a}-hint`}
                    />
                    <span className="grid gap-0.5 font-medium">
                      {t(`reports:actions.${a}`)}
                      <span id={`${id}-${a}-hint`} className="font-normal text-muted-foreground">
                        {t(`reports:actionHints.${a}`)}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            <div className="grid gap-2">
              <Label htmlFor={`${id}-note`}>{t('reports:admin.noteLabel')}</Label>
              <Textarea id={`${id}-note`} rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} aria-describedby={`${id}-note-hint`} />
              <p id={`${id}-note-hint`} className="text-xs text-muted-foreground">
                {t('reports:admin.noteHint')}
              </p>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={handle.isPending}>
                {t('reports:admin.cancel')}
              </Button>
              <Button type="submit" variant={kind === 'resolve' && action !== 'none' ? 'destructive' : 'default'} disabled={handle.isPending}>
                {handle.isPending ? t('reports:admin.working') : kind === 'resolve' ? t('reports:admin.confirmResolve') : t('reports:admin.confirmDismiss')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('reports:admin.confirmTitle')}
        description={action === 'ban' ? t('reports:admin.confirmBan') : t('reports:admin.confirmDelete')}
        cancelLabel={t('reports:admin.cancel')}
        confirmLabel={t('reports:admin.confirmYes')}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
