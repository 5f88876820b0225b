import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInput, type ContactMessageInput } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { useCurrentUser } from '@/lib/session';
import { useCreateContactMessage } from '../api/create-contact-message';

type Field = keyof ContactMessageInput;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const MAX: Record<Field, number> = { name: 100, email: 254, subject: 200, message: 5000 };

/**
 * The help centre's contact form: name, e-mail, subject, message, checked with
 * the shared `contactMessageInput` before sending; the server's field codes land on the fields,
 * other failures (429 RATE_LIMITED…) in an error toast. A signed-in member's name and e-mail are
 * filled in. Success: toast, and the subject and message are cleared.
 */
export function ContactForm() {
  const { t } = useTranslation(['help', 'errors']);
  const id = useId();
  const { user } = useCurrentUser();
  const send = useCreateContactMessage();
  const form = useForm<ContactMessageInput, unknown, z.output<typeof contactMessageInput>>({
    resolver: zodResolver(contactMessageInput),
    // The session is preloaded with the page, so a member's name and e-mail are known at once.
    defaultValues: { name: user?.displayUsername ?? user?.username ?? '', email: user?.email ?? '', subject: '', message: '' },
  });
  const busy = form.formState.isSubmitting || send.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset({ name: values.name, email: values.email, subject: '', message: '' });
      toast.success(t('help:contact.form.successTitle'), { description: t('help:contact.form.successDescription') });
    } catch (err) {
      const fields = isApiError(err) ? err.fields : undefined;
      for (const field of FIELDS) if (fields?.[field]) form.setError(field, { message: fields[field] });
      toast.error(t('help:contact.form.errorTitle'), { description: getErrorMessage(err, t) });
    }
  });

  const fieldError = (field: Field) => getFieldMessage(form.formState.errors[field]?.message, t);
  const register = (field: Field) => ({ maxLength: MAX[field], ...form.register(field) });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border bg-card p-5 sm:p-6">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('help:contact.form.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={t('help:contact.form.name')} error={fieldError('name')}>
          {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
        </FormField>
        <FormField id={`${id}-email`} label={t('help:contact.form.email')} error={fieldError('email')}>
          {(control) => <Input type="email" autoComplete="email" inputMode="email" {...control} {...register('email')} />}
        </FormField>
      </div>
      <FormField id={`${id}-subject`} label={t('help:contact.form.subject')} error={fieldError('subject')}>
        {(control) => <Input {...control} {...register('subject')} />}
      </FormField>
      <FormField id={`${id}-message`} label={t('help:contact.form.message')} error={fieldError('message')}>
        {(control) => <Textarea rows={5} {...control} {...register('message')} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? t('help:contact.form.submitting') : t('help:contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
