import { useState } from 'react';
import { ADMIN_REASON_MAX, adminBanInput, type AdminBanInput, type AdminUser } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { SITE_TIME_ZONE } from '@/lib/format';
import { adminKeys } from '../api/query-keys';
import { banUser } from '../api/user-actions';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { schemaResolver } from '../utils/schema-resolver';

interface BanFormValues {
  reason: string;
  until: string;
}

const toBanInput = (values: BanFormValues): AdminBanInput => ({ reason: values.reason, until: values.until || null });
const resolver = schemaResolver<BanFormValues>(adminBanInput, toBanInput);

/** Today in Istanbul as `YYYY-MM-DD` (the earliest last day of a ban). */
function todayInIstanbul(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

interface BanDialogProps {
  /** The member to ban; the dialog is open while set. */
  user: AdminUser | null;
  onClose: () => void;
}

/**
 * Ban a member: a reason (required, kept in the audit log) and an optional last
 * day (Istanbul, inclusive; empty = until unbanned). The ban ends their sessions at once.
 */
export function BanDialog({ user, onClose }: BanDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={user !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('users.ban.title', { username: user?.username ?? '' })}</DialogTitle>
          <DialogDescription>{t('users.ban.description')}</DialogDescription>
        </DialogHeader>
        {user ? <BanForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BanForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const form = useForm<BanFormValues>({ defaultValues: { reason: '', until: '' }, resolver });
  const [formError, setFormError] = useState<string | null>(null);
  const ban = useAdminMutation({ mutationFn: banUser, invalidate: [adminKeys.users()], onSuccess: onDone, silentError: true });
  const errors = form.formState.errors;
  const message = (code: string | undefined) => getFieldMessage(code, t);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await ban.mutateAsync({ id: user.id, input: toBanInput(values) });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, code] of Object.entries(error.fields)) {
          if (field === 'reason' || field === 'until') form.setError(field, { message: code });
        }
      }
      setFormError(getErrorMessage(error, t));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={ban.isPending}>
      <FormField id="ban-reason" label={t('admin:users.ban.reason')} error={message(errors.reason?.message)}>
        {(control) => <Textarea {...control} rows={3} maxLength={ADMIN_REASON_MAX} {...form.register('reason')} />}
      </FormField>
      <FormField id="ban-until" label={t('admin:users.ban.until')} hint={t('admin:users.ban.untilHint')} error={message(errors.until?.message)}>
        {(control) => <Input {...control} type="date" min={todayInIstanbul()} {...form.register('until')} />}
      </FormField>
      <DialogFormFooter error={formError} onCancel={onDone} submitLabel={t('admin:users.ban.submit')} busy={ban.isPending} destructive />
    </form>
  );
}
