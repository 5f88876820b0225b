import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/**
 * The e-mail field of the auth forms: labelled, typed and autocompleted as an e-mail address,
 * with `error` under it; `field` is react-hook-form's registration, `defaultValue` what the
 * server kept or the form remembers.
 */
export function EmailField({ id, error, defaultValue, field }: { id: string; error: string | undefined; defaultValue: string | undefined; field: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('auth:fields.email')} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth:placeholders.email')}
          defaultValue={defaultValue}
          {...field}
        />
      )}
    </FormField>
  );
}
