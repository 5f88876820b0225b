import { useState } from 'react';
import { ADMIN_USER_STATUSES, ROLES, type AdminUser, type AdminUserStatus, type Role } from '@garaj/shared';
import { Ban, LogOut, ShieldCheck, UserCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useAdminUsers } from '../api/get-admin-users';
import { adminKeys } from '../api/query-keys';
import { revokeUserSessions, setUserExpert, setUserRole, unbanUser } from '../api/user-actions';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { useAdminParams } from '@/hooks/use-admin-params';
import { AdminFilterSelect } from '@/components/admin/admin-filter-select';
import { AdminListState } from '@/components/admin/admin-list-state';
import { AdminPager } from '@/components/admin/admin-pager';
import { AdminSearch } from '@/components/admin/admin-search';
import { BanDialog } from './ban-dialog';

const USER_PARAMS = ['q', 'role', 'status'] as const;

/**
 * Users tab: search by username or e-mail, role and status filters, numbered
 * pages; per member the role (confirmed), ban with a reason and optional end / unban, sessions
 * revoke, the expert flag, premium state and a link to the profile.
 */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const [params, setParams, page] = useAdminParams(USER_PARAMS);
  const role = (ROLES as readonly string[]).includes(params.role) ? (params.role as Role) : undefined;
  const status = (ADMIN_USER_STATUSES as readonly string[]).includes(params.status) ? (params.status as AdminUserStatus) : undefined;
  const users = useAdminUsers({ q: params.q || undefined, role, status, page });
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const items = users.data?.items ?? [];

  return (
    <section aria-labelledby="admin-users-heading" className="grid gap-4">
      <h2 id="admin-users-heading" className="text-lg font-semibold">
        {t('users.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <AdminSearch id="admin-users-search" label={t('users.search')} value={params.q} onSearch={(q) => setParams({ q })} />
        <AdminFilterSelect
          label={t('users.roleFilter')}
          value={role}
          onChange={(role) => setParams({ role })}
          allLabel={t('users.allRoles')}
          options={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
        <AdminFilterSelect
          label={t('users.statusFilter')}
          value={status}
          onChange={(status) => setParams({ status })}
          allLabel={t('users.allStatuses')}
          options={ADMIN_USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }))}
        />
      </div>
      <AdminListState isPending={users.isPending} error={users.error} isEmpty={items.length === 0} emptyTitle={t('users.empty')} onRetry={() => void users.refetch()}>
        <ul className="grid gap-3" aria-busy={users.isFetching}>
          {items.map((user) => (
            <UserRow key={user.id} user={user} onBan={() => setBanning(user)} />
          ))}
        </ul>
        {users.data ? <AdminPager page={users.data.page} pageSize={users.data.pageSize} total={users.data.total} onPage={(next) => setParams({ page: String(next) })} /> : null}
      </AdminListState>
      <BanDialog user={banning} onClose={() => setBanning(null)} />
    </section>
  );
}

function UserRow({ user, onBan }: { user: AdminUser; onBan: () => void }) {
  const { t } = useTranslation('admin');
  const { user: me } = useCurrentUser();
  const isMe = me?.id === user.id;
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const invalidate = [adminKeys.users()];
  const changeRole = useAdminMutation({ mutationFn: setUserRole, invalidate });
  const unban = useAdminMutation({ mutationFn: unbanUser, invalidate });
  const revoke = useAdminMutation({ mutationFn: revokeUserSessions, invalidate });
  const expert = useAdminMutation({ mutationFn: setUserExpert, invalidate });
  const premium = user.premiumUntil && new Date(user.premiumUntil).getTime() > Date.now();
  const expertId = `admin-user-expert-${user.id}`;

  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/user/${user.username}`} className="font-medium break-all underline-offset-4 hover:underline">
              @{user.username}
            </Link>
            <Badge variant={user.role === 'user' ? 'outline' : 'secondary'}>{t(`roles.${user.role}`)}</Badge>
            {user.banned ? <Badge variant="destructive">{t('users.status.banned')}</Badge> : null}
            {premium ? <Badge variant="brand">{t('users.premiumUntil', { date: formatDate(user.premiumUntil ?? '', 'medium') })}</Badge> : null}
            {user.isExpert ? <Badge variant="success">{t('users.expertBadge')}</Badge> : null}
          </div>
          <span className="text-sm break-all text-muted-foreground">
            {user.email} · {user.emailVerified ? t('users.verified') : t('users.unverified')}
          </span>
          <span className="text-xs text-muted-foreground">
            {t('users.meta', {
              joined: formatDate(user.createdAt, 'medium'),
              seen: user.lastSeenAt ? formatDate(user.lastSeenAt, 'dateTime') : t('users.neverSeen'),
              garages: t('users.garages', { count: user.garageCount }),
            })}
          </span>
          {user.banned ? (
            <span className="text-sm text-destructive">
              {t('users.banInfo', { reason: user.banReason ?? '—', until: user.banExpires ? formatDate(user.banExpires, 'dateTime') : t('users.banNoEnd') })}
            </span>
          ) : null}
        </div>
        {!premium ? <span className="text-xs text-muted-foreground">{t('users.noPremium')}</span> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select value={user.role} onValueChange={(value) => setPendingRole(value as Role)} disabled={isMe || changeRole.isPending}>
          <SelectTrigger className="w-36" aria-label={t('users.roleOf', { username: user.username })}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROLES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`roles.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="flex items-center gap-2 px-1">
          <Checkbox id={expertId} checked={user.isExpert} disabled={expert.isPending} onCheckedChange={(checked) => expert.mutate({ id: user.id, isExpert: checked === true })} />
          <Label htmlFor={expertId}>{t('users.expert')}</Label>
        </div>
        {user.banned ? (
          <ConfirmedAction
            icon={UserCheck}
            label={t('users.unban')}
            disabled={unban.isPending}
            title={t('users.unbanTitle', { username: user.username })}
            description={t('users.unbanDescription')}
            onConfirm={() => unban.mutate(user.id)}
          />
        ) : (
          <Button variant="outline" size="sm" onClick={onBan} disabled={isMe || user.role === 'admin'}>
            <Ban aria-hidden="true" />
            {t('users.ban.open')}
          </Button>
        )}
        <ConfirmedAction
          icon={LogOut}
          label={t('users.revoke')}
          disabled={isMe || revoke.isPending}
          title={t('users.revokeTitle', { username: user.username })}
          description={t('users.revokeDescription')}
          onConfirm={() => revoke.mutate(user.id)}
        />
      </div>
      <ConfirmDialog
        open={pendingRole !== null}
        title={t('users.roleTitle', { username: user.username })}
        description={t('users.roleDescription', { from: t(`roles.${user.role}`), to: pendingRole ? t(`roles.${pendingRole}`) : '' })}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('actions.confirm')}
        onCancel={() => setPendingRole(null)}
        onConfirm={() => {
          if (pendingRole) changeRole.mutate({ id: user.id, role: pendingRole });
          setPendingRole(null);
        }}
      />
    </li>
  );
}

interface ConfirmedActionProps {
  icon: LucideIcon;
  /** The button's label, also the confirm button's. */
  label: string;
  disabled: boolean;
  title: string;
  description: string;
  onConfirm: () => void;
}

/** A small outline button of a user row whose action runs only after a confirm dialog. */
function ConfirmedAction({ icon: Icon, label, disabled, title, description, onConfirm }: ConfirmedActionProps) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={disabled}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      }
      title={title}
      description={description}
      cancelLabel={t('actions.cancel')}
      confirmLabel={label}
      onConfirm={onConfirm}
    />
  );
}
