import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { adRequestInput, type AdPackage, type AdRequestInput } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { useCurrentUser } from '@/lib/session';
import { useCreateAdRequest } from '../api/create-ad-request';

type Field = Exclude<keyof AdRequestInput, 'package'>;
const FIELDS: readonly Field[] = ['company', 'contactName', 'email', 'phone', 'message'];
const MAX: Record<Field, number> = { company: 120, contactName: 120, email: 254, phone: 40, message: 2000 };

/**
 * The 'Reklam Verin' request form for one package, checked with the shared
 * `adRequestInput`; the server's field codes land on the fields. Success: the toast
 * '{package} Paket Seçildi' / 'iletişime geçiliyor...' and the dialog closes.
 */
export function AdRequestDialog({ pkg, onOpenChange }: { pkg: AdPackage | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['advertising', 'errors']);
  const id = useId();
  const { user } = useCurrentUser();
  const send = useCreateAdRequest();
  const form = useForm<AdRequestInput, unknown, z.output<typeof adRequestInput>>({
    resolver: zodResolver(adRequestInput),
    values: { package: pkg ?? 'basic', company: '', contactName: user?.displayUsername ?? user?.username ?? '', email: user?.email ?? '', phone: '', message: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const busy = form.formState.isSubmitting || send.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('advertising:request.successTitle', { package: t(`advertising:packages.${values.package}.name`) }), { description: t('advertising:request.successDescription') });
      form.reset();
      onOpenChange(false);
    } catch (err) {
      const fields = isApiError(err) ? err.fields : undefined;
      for (const field of FIELDS) if (fields?.[field]) form.setError(field, { message: fields[field] });
      toast.error(t('advertising:request.errorTitle'), { description: getErrorMessage(err, t) });
    }
  });

  const fieldError = (field: Field) => getFieldMessage(form.formState.errors[field]?.message, t);
  const register = (field: Field) => ({ maxLength: MAX[field], ...form.register(field) });

  return (
    <Dialog open={pkg !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('advertising:request.title', { package: pkg ? t(`advertising:packages.${pkg}.name`) : '' })}</DialogTitle>
          <DialogDescription>{t('advertising:request.description')}</DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="grid gap-4">
          <FormField id={`${id}-company`} label={t('advertising:request.company')} error={fieldError('company')}>
            {(control) => <Input autoComplete="organization" {...control} {...register('company')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-contactName`} label={t('advertising:request.contactName')} error={fieldError('contactName')}>
              {(control) => <Input autoComplete="name" {...control} {...register('contactName')} />}
            </FormField>
            <FormField id={`${id}-phone`} label={t('advertising:request.phone')} error={fieldError('phone')}>
              {(control) => <Input type="tel" autoComplete="tel" inputMode="tel" {...control} {...register('phone')} />}
            </FormField>
          </div>
          <FormField id={`${id}-email`} label={t('advertising:request.email')} error={fieldError('email')}>
            {(control) => <Input type="email" autoComplete="email" inputMode="email" {...control} {...register('email')} />}
          </FormField>
          <FormField id={`${id}-message`} label={t('advertising:request.message')} error={fieldError('message')}>
            {(control) => <Textarea rows={4} {...control} {...register('message')} />}
          </FormField>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('advertising:request.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy}>
            {busy ? t('advertising:request.submitting') : t('advertising:request.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
