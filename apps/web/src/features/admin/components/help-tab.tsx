import { useState } from 'react';
import { CONTACT_MESSAGE_STATUSES, type AdminHelpFaq, type ContactMessageStatus } from '@garaj/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import { deleteFaq } from '../api/delete-faq';
import { useAdminFaqs } from '../api/get-admin-faqs';
import { useContactMessages } from '../api/get-contact-messages';
import { adminKeys } from '../api/query-keys';
import { setContactMessageStatus } from '../api/set-contact-message-status';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { useAdminParams } from '@/hooks/use-admin-params';
import { AdminFilterSelect } from '@/components/admin/admin-filter-select';
import { AdminListState } from '@/components/admin/admin-list-state';
import { AdminPager } from '@/components/admin/admin-pager';
import { FaqFormDialog } from './faq-form-dialog';

/** Help tab: the FAQ entries (create, edit, delete) and the contact form's inbox. */
export function HelpTab() {
  const { t } = useTranslation(['admin', 'help']);
  const faqs = useAdminFaqs();
  const [editing, setEditing] = useState<AdminHelpFaq | null | undefined>(undefined);
  const remove = useAdminMutation({ mutationFn: deleteFaq, invalidate: [adminKeys.faqs(), ['help']] });
  const items = faqs.data?.items ?? [];

  return (
    <div className="grid gap-8">
      <section aria-labelledby="admin-faqs-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-faqs-heading" className="text-lg font-semibold">
            {t('admin:help.title')}
          </h2>
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            {t('admin:help.create')}
          </Button>
        </div>
        <AdminListState isPending={faqs.isPending} error={faqs.error} isEmpty={items.length === 0} emptyTitle={t('admin:help.empty')} onRetry={() => void faqs.refetch()}>
          <ul className="grid gap-3">
            {items.map((faq) => (
              <li key={faq.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border bg-card p-4">
                <div className="grid min-w-0 flex-1 basis-64 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{t(`help:categories.${faq.category}`)}</Badge>
                    <span className="text-xs text-muted-foreground">{t('admin:help.position', { position: faq.position })}</span>
                  </div>
                  <span className="font-medium break-words">{faq.question}</span>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{faq.answer}</p>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(faq)}>
                    <Pencil aria-hidden="true" />
                    {t('admin:actions.edit')}
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" size="sm" disabled={remove.isPending}>
                        <Trash2 aria-hidden="true" />
                        {t('admin:actions.delete')}
                      </Button>
                    }
                    title={t('admin:help.deleteTitle')}
                    description={t('admin:help.deleteDescription', { question: faq.question })}
                    cancelLabel={t('admin:actions.cancel')}
                    confirmLabel={t('admin:actions.delete')}
                    onConfirm={() => remove.mutate(faq.id)}
                  />
                </div>
              </li>
            ))}
          </ul>
        </AdminListState>
      </section>
      <ContactInbox />
      <FaqFormDialog faq={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

/** The contact form's messages, newest first; admins mark them read or answered. */
function ContactInbox() {
  const { t } = useTranslation('admin');
  const [params, setParams, page] = useAdminParams(['messageStatus'] as const);
  const status = (CONTACT_MESSAGE_STATUSES as readonly string[]).includes(params.messageStatus) ? (params.messageStatus as ContactMessageStatus) : undefined;
  const messages = useContactMessages({ status, page });
  const change = useAdminMutation({ mutationFn: setContactMessageStatus, invalidate: [adminKeys.contactMessages()] });
  const items = messages.data?.items ?? [];

  return (
    <section aria-labelledby="admin-contact-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-contact-heading" className="text-lg font-semibold">
          {t('help.messages.title')}
        </h2>
        <AdminFilterSelect
          label={t('help.messages.statusFilter')}
          value={status}
          onChange={(messageStatus) => setParams({ messageStatus })}
          allLabel={t('filters.all')}
          options={CONTACT_MESSAGE_STATUSES.map((value) => ({ value, label: t(`help.messages.status.${value}`) }))}
          className="w-48"
        />
      </div>
      <AdminListState isPending={messages.isPending} error={messages.error} isEmpty={items.length === 0} emptyTitle={t('help.messages.empty')} onRetry={() => void messages.refetch()}>
        <ul className="grid gap-3">
          {items.map((message) => (
            <li key={message.id} className="grid gap-2 rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium break-words">{message.subject}</span>
                <span className="text-sm text-muted-foreground">{formatDate(message.createdAt, 'dateTime')}</span>
              </div>
              <p className="text-sm break-words">
                {message.name} · <a className="underline" href={`mailto:${message.email}`}>{message.email}</a>
                {message.username ? (
                  <>
                    {' · '}
                    <Link className="underline" to={`/user/${message.username}`}>
                      @{message.username}
                    </Link>
                  </>
                ) : null}
              </p>
              <p className="text-sm whitespace-pre-line text-muted-foreground">{message.message}</p>
              <Select value={message.status} onValueChange={(value) => change.mutate({ id: message.id, status: value as ContactMessageStatus })} disabled={change.isPending}>
                <SelectTrigger className="w-44" aria-label={t('help.messages.setStatus', { subject: message.subject })}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <StatusItems />
                </SelectContent>
              </Select>
            </li>
          ))}
        </ul>
        {messages.data ? <AdminPager page={messages.data.page} pageSize={messages.data.pageSize} total={messages.data.total} onPage={(next) => setParams({ page: String(next) })} /> : null}
      </AdminListState>
    </section>
  );
}

/** The contact message statuses as select options. */
function StatusItems() {
  const { t } = useTranslation('admin');
  return CONTACT_MESSAGE_STATUSES.map((value) => (
    <SelectItem key={value} value={value}>
      {t(`help.messages.status.${value}`)}
    </SelectItem>
  ));
}
