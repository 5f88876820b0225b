import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { loginInput, type LoginInput } from '@garaj/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getFieldMessage } from '@/lib/error-message';
import { safeNextPath } from '@/lib/next-path';
import { useSignIn } from '../api/sign-in';
import { showAuthError } from '../utils/show-auth-error';
import { FormField } from '@/components/form-field';
import { PasswordInput } from './password-input';
import { SocialButtons } from './social-buttons';

/**
 * Spec core §2 Login: e-mail, password (show/hide), 'Beni hatırla', 'Şifremi unuttum', providers.
 * After signing in, goes back to the page that asked for it (`?next=`, same-site paths only,
 * lib/next-path.ts), else to '/'.
 */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const signIn = useSignIn();
  const form = useForm<LoginInput, unknown, z.output<typeof loginInput>>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      () => {
        toast.success(t('auth:login.successTitle'), { description: t('auth:login.successMessage') });
        void navigate(next ?? '/', { replace: true });
      },
      (error: unknown) => showAuthError(t, t('auth:login.errorTitle'), error),
    ),
  );
  const busy = form.formState.isSubmitting || signIn.isPending;

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <FormField id="login-email" label={t('auth:fields.email')} error={getFieldMessage(errors.email?.message, t)}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" placeholder={t('auth:placeholders.email')} {...form.register('email')} />
          )}
        </FormField>
        <FormField
          id="login-password"
          label={t('auth:fields.password')}
          error={getFieldMessage(errors.password?.message, t)}
          labelAside={
            <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
              {t('auth:login.forgotPassword')}
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
        </FormField>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="login-remember"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor="login-remember" className="font-normal">
            {t('auth:login.rememberMe')}
          </Label>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </form>
      <SocialButtons mode="login" disabled={busy} next={next} />
    </div>
  );
}
