import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/**
 * The message to show for a failed call: the translation of its error code (errors.json),
 * else the server's message, else the generic 'Beklenmeyen bir hata oluştu.'.
 */
export function getErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const key = `errors:${error.code}`;
    const translated = t(key, { defaultValue: '' });
    if (translated) return translated;
    if (error.status > 0 && error.status < 500 && error.message) return error.message;
  }
  return t('errors:INTERNAL');
}

/** Translates a field-level code from a zod issue or `ApiError.fields` (e.g. 'REQUIRED'). */
export function getFieldMessage(codeOrMessage: string | undefined, t: TFunction): string | undefined {
  if (!codeOrMessage) return undefined;
  return t(`errors:${codeOrMessage}`, { defaultValue: codeOrMessage });
}
