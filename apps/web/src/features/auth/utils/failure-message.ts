import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import type { FormFailure } from '@/lib/form-action';

/**
 * The title and message of an auth form's failure (lib/form-action.ts): `title` for a known reason
 * ('Giriş Hatası' + 'E-posta veya şifre hatalı.'), 'Hata' + 'Bir hata oluştu. Lütfen tekrar
 * deneyin.' for an unexpected one. Null when the failure is only about fields.
 */
export function failureMessage(t: TFunction<['auth', 'errors']>, title: string, failure: FormFailure | null): { title: string; message: string } | null {
  if (!failure?.formError) return null;
  if (failure.formError === 'auth:unexpected.message') return { title: t('auth:unexpected.title'), message: t('auth:unexpected.message') };
  return { title, message: t(failure.formError as never) };
}

/** The same message as a toast (the browser's answer to a submission made by the app). */
export function toastFailure(t: TFunction<['auth', 'errors']>, title: string, failure: FormFailure): void {
  const message = failureMessage(t, title, failure);
  if (message) toast.error(message.title, { description: message.message });
}
