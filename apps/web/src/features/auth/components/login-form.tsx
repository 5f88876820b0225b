import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { loginInput, type LoginInput } from '@garaj/shared';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { getFieldMessage } from '@/lib/error-message';
import { useActionForm } from '@/lib/use-action-form';
import { safeNextPath } from '@/lib/next-path';
import { failureMessage, toastFailure } from '../utils/failure-message';
import { EmailField } from './email-field';
import { PasskeySignIn } from './passkey-sign-in';
import { PasswordInput } from './password-input';
import { SocialButtons } from './social-buttons';

/**
 * Sign-in form: e-mail, password (show/hide), 'Beni hatırla', 'Şifremi unuttum', a passkey, providers.
 * A form posted to the /login action (features/auth/actions/sign-in.ts) — natively before the
 * app's script runs or without it, by `useSubmit` after react-hook-form's check once it has.
 * After signing in, the action goes back to the page that asked for it (`?next=`, same-site paths
 * only, lib/next-path.ts), else to '/'.
 */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const title = t('auth:login.errorTitle');
  const { form, failure, busy, onSubmit, fieldError, kept, keptString } = useActionForm<LoginInput, z.output<typeof loginInput>>(
    { resolver: zodResolver(loginInput), defaultValues: { email: '', password: '', rememberMe: false } },
    (f) => toastFailure(t, title, f),
  );
  const alert = failureMessage(t, title, failure);

  return (
    <div className="grid gap-6">
      <Form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
        {alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
        <EmailField id="login-email" error={getFieldMessage(fieldError('email'), t)} defaultValue={keptString('email')} field={form.register('email')} />
        <FormField
          id="login-password"
          label={t('auth:fields.password')}
          error={getFieldMessage(fieldError('password'), t)}
          labelAside={
            <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
              {t('auth:login.forgotPassword')}
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
        </FormField>
        <div className="flex items-center gap-2">
          <NativeCheckbox id="login-remember" defaultChecked={kept.rememberMe === true} {...form.register('rememberMe')} />
          <Label htmlFor="login-remember" className="font-normal">
            {t('auth:login.rememberMe')}
          </Label>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </Form>
      <PasskeySignIn next={next} disabled={busy} />
      <SocialButtons mode="login" disabled={busy} next={next} />
    </div>
  );
}
