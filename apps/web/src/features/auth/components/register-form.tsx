import { useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerInput, usernameFromEmail, type RegisterInput } from '@garaj/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getFieldMessage } from '@/lib/error-message';
import { useSignUp } from '../api/sign-up';
import { authErrorField, authErrorKey } from '../utils/auth-error';
import { showAuthError } from '../utils/show-auth-error';
import { withPasswordMatch } from '../utils/with-password-match';
import { FormField } from '@/components/form-field';
import { PasswordInput } from './password-input';
import { SocialButtons } from './social-buttons';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * Spec core §2 Register / §5: username, e-mail, password, repeat, required terms box.
 * The username defaults to the e-mail's local part until the member types one.
 * Sign-up opens no session and answers alike for new and registered addresses (issue #11 §5):
 * the form then asks the member to follow the link mailed to them, which signs them in.
 */
/** A name the shared schema accepts, used only to validate the other fields when the username is left empty. */
const VALID_STAND_IN = 'uye.x7';

/**
 * The username is optional at sign-up (the server derives a free one from the e-mail, lib/auth.ts
 * checkSignUpBody), as the hint says: an empty box is not an error; a typed one is checked.
 */
function withOptionalUsername<C, O extends { username: string }>(resolver: Resolver<RegisterInput, C, O>): Resolver<RegisterInput, C, O> {
  return async (values, context, options) => {
    if (values.username.trim() !== '') return resolver(values, context, options);
    const result = await resolver({ ...values, username: VALID_STAND_IN }, context, options);
    return Object.keys(result.errors).length ? result : { values: { ...result.values, username: '' } as O, errors: {} };
  };
}

export function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const usernameEdited = useRef(false);
  const form = useForm<RegisterInput, unknown, z.output<typeof registerInput>>({
    resolver: withOptionalUsername(withPasswordMatch(zodResolver(registerInput), 'password', 'passwordRepeat')),
    defaultValues: { username: '', email: '', password: '', passwordRepeat: '', acceptTerms: false as never, ref: inviteCode },
  });
  const { errors } = form.formState;

  const emailField = form.register('email', {
    onChange: (event: { target: { value: string } }) => {
      if (usernameEdited.current) return;
      const email = event.target.value.trim();
      form.setValue('username', email.includes('@') && email.split('@')[0] ? usernameFromEmail(email) : '');
    },
  });
  const usernameField = form.register('username', {
    onChange: (event: { target: { value: string } }) => {
      usernameEdited.current = event.target.value !== '';
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutateAsync({ username: values.username || undefined, email: values.email, password: values.password, ref: values.ref }).then(
      () => setSentTo(values.email),
      (error: unknown) => {
        const field = authErrorField(error);
        if (field === 'username' || field === 'email' || field === 'password') {
          form.setError(field, { message: `auth:serverErrors.${authErrorKey(error)}` }, { shouldFocus: true });
        } else if (authErrorKey(error) === 'TERMS_REQUIRED') {
          form.setError('acceptTerms', { message: 'TERMS_REQUIRED' });
        }
        showAuthError(t, t('auth:register.errorTitle'), error);
      },
    ),
  );
  const busy = form.formState.isSubmitting || signUp.isPending;
  const message = (m: string | undefined) => (m?.startsWith('auth:') ? t(m) : getFieldMessage(m, t));

  if (sentTo) {
    return (
      <div role="status" className="grid gap-3 text-center">
        <h2 className="text-lg font-semibold">{t('auth:register.checkInboxTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('auth:register.checkInboxMessage', { email: sentTo })}</p>
        <p className="text-sm">
          <Link to="/login" className={linkClass}>
            {t('auth:register.loginLink')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <FormField
          id="register-username"
          label={t('auth:fields.username')}
          hint={t('auth:register.usernameHint')}
          error={message(errors.username?.message)}
        >
          {(control) => (
            <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder={t('auth:placeholders.username')} {...usernameField} />
          )}
        </FormField>
        <FormField id="register-email" label={t('auth:fields.email')} error={message(errors.email?.message)}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" placeholder={t('auth:placeholders.email')} {...emailField} />
          )}
        </FormField>
        <FormField id="register-password" label={t('auth:fields.password')} hint={t('auth:register.passwordHint')} error={message(errors.password?.message)}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
        </FormField>
        <FormField id="register-password-repeat" label={t('auth:fields.passwordRepeat')} error={message(errors.passwordRepeat?.message)}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('passwordRepeat')} />}
        </FormField>
        <div className="grid gap-2">
          <div className="flex items-start gap-2">
            <Controller
              control={form.control}
              name="acceptTerms"
              render={({ field }) => (
                <Checkbox
                  id="register-terms"
                  className="mt-0.5"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-invalid={Boolean(errors.acceptTerms)}
                  aria-describedby={errors.acceptTerms ? 'register-terms-error' : undefined}
                  aria-required="true"
                />
              )}
            />
            <Label htmlFor="register-terms" className="block leading-snug font-normal">
              <Trans
                t={t}
                i18nKey="auth:register.terms"
                components={{
                  terms: <Link to="/terms-of-service" className={linkClass} />,
                  privacy: <Link to="/privacy-policy" className={linkClass} />,
                }}
              />
            </Label>
          </div>
          {errors.acceptTerms ? (
            <p id="register-terms-error" className="text-sm font-medium text-destructive">
              {getFieldMessage(errors.acceptTerms.message, t)}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{t('auth:register.verificationNote')}</p>
      </form>
      <SocialButtons mode="register" disabled={busy} />
    </div>
  );
}
