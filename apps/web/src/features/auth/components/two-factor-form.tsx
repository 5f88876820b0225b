import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { twoFactorCodeInput, type TwoFactorCodeInput } from '@garaj/shared';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { getFieldMessage } from '@/lib/error-message';
import { useActionForm } from '@/lib/use-action-form';
import { failureMessage, toastFailure } from '../utils/failure-message';

/**
 * The second step of a sign-in with two-factor on: the authenticator app's code — or, with
 * `?backup=1`, one of the backup codes — and 'Bu tarayıcıya güven'. A form posted to the
 * /login/two-factor action (features/auth/actions/verify-two-factor.ts), natively before the
 * app's script runs or without it, by `useSubmit` once it has.
 */
export function TwoFactorForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const [searchParams] = useSearchParams();
  const method = searchParams.get('backup') === '1' ? 'backup' : 'totp';
  const title = t('auth:twoFactor.errorTitle');
  const { form, failure, busy, onSubmit, fieldError, kept } = useActionForm<TwoFactorCodeInput, z.output<typeof twoFactorCodeInput>>(
    { resolver: zodResolver(twoFactorCodeInput), defaultValues: { code: '', method, trustDevice: false } },
    (f) => toastFailure(t, title, f),
  );
  const alert = failureMessage(t, title, failure);
  const other = new URLSearchParams(searchParams);
  if (method === 'backup') other.delete('backup');
  else other.set('backup', '1');
  const otherQuery = other.toString();

  return (
    <div className="grid gap-4">
      <Form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
        {alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
        <input type="hidden" value={method} {...form.register('method')} />
        <FormField
          id="two-factor-code"
          label={method === 'backup' ? t('auth:twoFactor.backupLabel') : t('auth:twoFactor.codeLabel')}
          hint={method === 'backup' ? t('auth:twoFactor.backupHint') : t('auth:twoFactor.codeHint')}
          error={getFieldMessage(fieldError('code'), t)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('code')}
              autoComplete="one-time-code"
              inputMode={method === 'backup' ? 'text' : 'numeric'}
              maxLength={20}
              spellCheck={false}
            />
          )}
        </FormField>
        <div className="flex items-center gap-2">
          <NativeCheckbox id="two-factor-trust" defaultChecked={kept.trustDevice === true} {...form.register('trustDevice')} />
          <Label htmlFor="two-factor-trust" className="font-normal">
            {t('auth:twoFactor.trustDevice')}
          </Label>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth:twoFactor.submitting') : t('auth:twoFactor.submit')}
        </Button>
      </Form>
      <p className="text-center text-sm">
        <Link to={`/login/two-factor${otherQuery ? `?${otherQuery}` : ''}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {method === 'backup' ? t('auth:twoFactor.useApp') : t('auth:twoFactor.useBackup')}
        </Link>
      </p>
    </div>
  );
}
