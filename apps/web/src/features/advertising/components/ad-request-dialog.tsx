import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { adRequestInput, type AdPackage, type AdRequestInput } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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

  const fieldProps = (field: Field) => {
    const error = form.formState.errors[field]?.message;
    return {
      id: `${id}-${field}`,
      maxLength: MAX[field],
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      ...form.register(field),
    };
  };
  const errorOf = (field: Field) => {
    const error = form.formState.errors[field]?.message;
    return error ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-destructive">
        {getFieldMessage(error, t)}
      </p>
    ) : null;
  };

  return (
    <Dialog open={pkg !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('advertising:request.title', { package: pkg ? t(`advertising:packages.${pkg}.name`) : '' })}</DialogTitle>
          <DialogDescription>{t('advertising:request.description')}</DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} noValidate onSubmit={onSubmit} aria-busy={busy} className="grid gap-4">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-company`}>{t('advertising:request.company')}</Label>
            <Input autoComplete="organization" {...fieldProps('company')} />
            {errorOf('company')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-contactName`}>{t('advertising:request.contactName')}</Label>
              <Input autoComplete="name" {...fieldProps('contactName')} />
              {errorOf('contactName')}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-phone`}>{t('advertising:request.phone')}</Label>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...fieldProps('phone')} />
              {errorOf('phone')}
            </div>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-email`}>{t('advertising:request.email')}</Label>
            <Input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
            {errorOf('email')}
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-message`}>{t('advertising:request.message')}</Label>
            <Textarea rows={4} {...fieldProps('message')} />
            {errorOf('message')}
          </div>
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
