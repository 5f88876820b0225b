import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { authErrorKey } from './auth-error';

/**
 * '<title>' with the server message (translated), or 'Hata' /
 * 'Bir hata oluştu. Lütfen tekrar deneyin.' when the failure is unexpected.
 * `t` must be bound to the `auth` namespace.
 */
export function showAuthError(t: TFunction<'auth'>, title: string, error: unknown): void {
  const key = authErrorKey(error);
  if (key) {
    toast.error(title, { description: t(`serverErrors.${key}`) });
  } else {
    toast.error(t('unexpected.title'), { description: t('unexpected.message') });
  }
}
