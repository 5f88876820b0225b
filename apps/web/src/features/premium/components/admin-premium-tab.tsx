import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Check, Crown, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  PREMIUM_REASON_MAX,
  PREMIUM_REQUEST_STATUSES,
  istanbulToday,
  type PremiumPlan,
  type PremiumRequestStatus,
} from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { AdminListState } from '@/components/admin/admin-list-state';
import { AdminPager } from '@/components/admin/admin-pager';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useAdminPremiumRequests } from '../api/get-admin-premium-requests';
import { usePremiumMembers } from '../api/get-premium-members';
import { useGrantPremium } from '../api/grant-premium';
import { useLookupPremiumMember } from '../api/lookup-premium-member';
import { useRejectPremiumRequest } from '../api/reject-premium-request';
import { useRevokePremium } from '../api/revoke-premium';

/** `YYYY-MM-DD` plus whole months (clamped to the month's last day) — the grant dialog's defaults. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The default end of a grant: one month for a monthly request (or none), one year for a yearly one. */
export const defaultUntil = (plan: PremiumPlan | null, today = istanbulToday()) =>
  addMonths(today, plan === 'yearly' ? 12 : 1);

const dayToDate = (day: string) => `${day}T12:00:00Z`;

interface GrantTarget {
  id: string;
  username: string;
  plan: PremiumPlan | null;
}

/** Grant or extend premium: end date (default by plan, quick 1 month / 1 year), optional note. */
function GrantDialog({ target, onClose }: { target: GrantTarget | null; onClose: () => void }) {
  const { t } = useTranslation(['premium', 'errors']);
  const id = useId();
  const grant = useGrantPremium();
  const today = istanbulToday();
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  // Reset the fields whenever the dialog opens for another member (render-time state update).
  if (target && openedFor !== target.id) {
    setOpenedFor(target.id);
    setUntil(defaultUntil(target.plan, today));
    setReason('');
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    try {
      await grant.mutateAsync({ userId: target.id, until, reason: reason.trim() || null });
      toast.success(t('admin.success'));
      setOpenedFor(null);
      onClose();
    } catch (error) {
      toast.error(t('admin.error'), { description: getErrorMessage(error, t) });
    }
  };
  return (
    <Dialog
      open={Boolean(target)}
      onOpenChange={(open) => {
        if (!open) {
          setOpenedFor(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {t('admin.grant.dialogTitle', { username: target?.username ?? '' })}
            </DialogTitle>
            <DialogDescription>{t('admin.grant.dialogText')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-until`}>{t('admin.grant.until')}</Label>
            <Input
              id={`${id}-until`}
              type="date"
              required
              min={today}
              value={until}
              onChange={(e) => setUntil(e.target.value)}
            />
            <div className="flex gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setUntil(addMonths(today, 1))}
              >
                {t('admin.grant.oneMonth')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setUntil(addMonths(today, 12))}
              >
                {t('admin.grant.oneYear')}
              </Button>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>{t('admin.grant.reason')}</Label>
            <Textarea
              id={`${id}-reason`}
              maxLength={PREMIUM_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={2}
            />
          </div>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={grant.isPending || !until}>
              {t('admin.grant.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type StatusFilter = PremiumRequestStatus | 'all';

/** Requests with a status filter; pending ones can be approved (grant dialog) or rejected (confirm). */
function RequestsSection({ onApprove }: { onApprove: (target: GrantTarget) => void }) {
  const { t } = useTranslation(['premium', 'errors']);
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const requests = useAdminPremiumRequests(status === 'all' ? null : status, page);
  const reject = useRejectPremiumRequest();
  const [rejecting, setRejecting] = useState<{
    id: string;
    username: string;
    plan: PremiumPlan;
  } | null>(null);

  const confirmReject = async () => {
    const target = rejecting;
    setRejecting(null);
    if (!target) return;
    try {
      await reject.mutateAsync(target.id);
      toast.success(t('admin.success'));
    } catch (error) {
      toast.error(t('admin.error'), { description: getErrorMessage(error, t) });
    }
  };

  const filters: StatusFilter[] = [...PREMIUM_REQUEST_STATUSES, 'all'];
  const items = requests.data?.items ?? [];
  return (
    <section aria-labelledby="premium-requests-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="premium-requests-title" className="text-xl font-semibold">
          {t('admin.requests.title')}
        </h2>
        <div role="group" aria-label={t('admin.requests.status')} className="flex flex-wrap gap-1">
          {filters.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={status === value ? 'default' : 'outline'}
              aria-pressed={status === value}
              onClick={() => {
                setStatus(value);
                setPage(1);
              }}
            >
              {value === 'all' ? t('admin.requests.all') : t(`admin.requests.statuses.${value}`)}
            </Button>
          ))}
        </div>
      </div>
      <AdminListState
        isPending={requests.isPending}
        error={requests.error}
        isEmpty={items.length === 0}
        emptyTitle={t('admin.requests.empty')}
        onRetry={() => void requests.refetch()}
      >
        <ul className="grid gap-2" aria-label={t('admin.requests.title')}>
          {items.map((r) => (
            <li
              key={r.id}
              data-testid="premium-request"
              className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:flex-row sm:items-center"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">
                  <Link
                    to={`/user/${encodeURIComponent(r.user.username)}`}
                    className="hover:underline"
                  >
                    @{r.user.username}
                  </Link>
                  {r.user.premium ? (
                    <Badge variant="secondary" className="ml-2 gap-1">
                      <Crown className="size-3" aria-hidden="true" />
                      {t('admin.requests.currentlyPremium')}
                    </Badge>
                  ) : null}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t(`admin.plans.${r.plan}`)} · {formatDate(r.createdAt, 'dateTime')}
                  {r.handledBy ? ` · @${r.handledBy}` : ''}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={r.status === 'pending' ? 'default' : 'outline'}>
                  {t(`admin.requests.statuses.${r.status}`)}
                </Badge>
                {r.status === 'pending' ? (
                  <>
                    <Button
                      size="sm"
                      onClick={() =>
                        onApprove({ id: r.user.id, username: r.user.username, plan: r.plan })
                      }
                    >
                      <Check aria-hidden="true" />
                      {t('admin.requests.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={reject.isPending}
                      onClick={() =>
                        setRejecting({ id: r.id, username: r.user.username, plan: r.plan })
                      }
                    >
                      <X aria-hidden="true" />
                      {t('admin.requests.reject')}
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {requests.data ? (
          <AdminPager
            page={requests.data.page}
            pageSize={requests.data.pageSize}
            total={requests.data.total}
            onPage={setPage}
          />
        ) : null}
      </AdminListState>
      <ConfirmDialog
        open={Boolean(rejecting)}
        title={t('admin.requests.rejectTitle')}
        description={
          rejecting
            ? t('admin.requests.rejectText', {
                username: rejecting.username,
                plan: t(`admin.plans.${rejecting.plan}`),
              })
            : ''
        }
        cancelLabel={t('admin.cancel')}
        confirmLabel={t('admin.requests.reject')}
        onConfirm={() => void confirmReject()}
        onCancel={() => setRejecting(null)}
      />
    </section>
  );
}

/** 'Premium Ver': finds a member by username, then the grant dialog (default one month, or by their pending request's plan). */
function GrantForm({ onFound }: { onFound: (target: GrantTarget) => void }) {
  const { t } = useTranslation(['premium', 'errors']);
  const id = useId();
  const [username, setUsername] = useState('');
  const lookup = useLookupPremiumMember();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) return;
    try {
      const member = await lookup.mutateAsync(name);
      onFound({
        id: member.id,
        username: member.username,
        plan: member.pendingRequest?.plan ?? null,
      });
      setUsername('');
    } catch {
      // Shown below the field.
    }
  };
  return (
    <section
      aria-labelledby="premium-grant-title"
      className="grid gap-3 rounded-xl border bg-card p-5"
    >
      <div className="grid gap-1">
        <h2 id="premium-grant-title" className="text-xl font-semibold">
          {t('admin.grant.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.grant.description')}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 flex-1 gap-2">
          <Label htmlFor={`${id}-username`}>{t('admin.grant.username')}</Label>
          <Input
            id={`${id}-username`}
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
              lookup.reset();
            }}
            autoComplete="off"
            maxLength={60}
            aria-invalid={lookup.isError}
            aria-describedby={lookup.isError ? `${id}-error` : undefined}
          />
        </div>
        <Button type="submit" disabled={lookup.isPending || !username.trim()}>
          <Crown aria-hidden="true" />
          {t('admin.grant.submit')}
        </Button>
      </form>
      {lookup.isError ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {getErrorMessage(lookup.error, t)}
        </p>
      ) : null}
    </section>
  );
}

/** Members premium now, the soonest ending first, each with 'Premium'u Kaldır' (confirm). */
function MembersSection({ onExtend }: { onExtend: (target: GrantTarget) => void }) {
  const { t } = useTranslation(['premium', 'errors']);
  const [page, setPage] = useState(1);
  const members = usePremiumMembers(page);
  const revoke = useRevokePremium();
  const [revoking, setRevoking] = useState<{ id: string; username: string } | null>(null);
  const confirmRevoke = async () => {
    const target = revoking;
    setRevoking(null);
    if (!target) return;
    try {
      await revoke.mutateAsync(target.id);
      toast.success(t('admin.success'));
    } catch (error) {
      toast.error(t('admin.error'), { description: getErrorMessage(error, t) });
    }
  };
  const items = members.data?.items ?? [];
  return (
    <section aria-labelledby="premium-members-title" className="grid gap-4">
      <h2 id="premium-members-title" className="text-xl font-semibold">
        {t('admin.members.title')}
      </h2>
      <AdminListState
        isPending={members.isPending}
        error={members.error}
        isEmpty={items.length === 0}
        emptyTitle={t('admin.members.empty')}
        onRetry={() => void members.refetch()}
      >
        <ul className="grid gap-2" aria-label={t('admin.members.title')}>
          {items.map((m) => (
            <li
              key={m.id}
              data-testid="premium-member"
              className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3"
            >
              <Crown className="size-4 text-amber-600" aria-hidden="true" />
              <Link
                to={`/user/${encodeURIComponent(m.username)}`}
                className="min-w-0 flex-1 font-medium hover:underline"
              >
                @{m.username}
              </Link>
              <span
                className={cn(
                  'text-sm',
                  m.premiumUntilDay ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {t('admin.members.until')}:{' '}
                {m.premiumUntilDay
                  ? formatDate(dayToDate(m.premiumUntilDay))
                  : t('admin.members.noEnd')}
              </span>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onExtend({ id: m.id, username: m.username, plan: null })}
                >
                  {t('admin.grant.submit')}
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={revoke.isPending}
                  onClick={() => setRevoking({ id: m.id, username: m.username })}
                >
                  {t('admin.members.revoke')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {members.data ? (
          <AdminPager
            page={members.data.page}
            pageSize={members.data.pageSize}
            total={members.data.total}
            onPage={setPage}
          />
        ) : null}
      </AdminListState>
      <ConfirmDialog
        open={Boolean(revoking)}
        title={t('admin.members.revokeTitle')}
        description={revoking ? t('admin.members.revokeText', { username: revoking.username }) : ''}
        cancelLabel={t('admin.cancel')}
        confirmLabel={t('admin.members.revoke')}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}

/**
 * The admin panel's premium tab (`/admin?tab=premium`): pending and past
 * requests (approve = grant until a day, default one month or one year by plan; reject), a
 * 'Premium Ver' form by username, and the current premium members with revoke. Every write is
 * one audited server call; success toasts 'İşlem Başarılı'.
 */
export function AdminPremiumTab() {
  const [granting, setGranting] = useState<GrantTarget | null>(null);
  return (
    <div className="grid gap-8">
      <RequestsSection onApprove={setGranting} />
      <GrantForm onFound={setGranting} />
      <MembersSection onExtend={setGranting} />
      <GrantDialog target={granting} onClose={() => setGranting(null)} />
    </div>
  );
}
