import { useRef } from 'react';
import { type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Form, Link, useActionData } from 'react-router';
import { registerInput, usernameFromEmail, type RegisterInput } from '@garaj/shared';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { getFieldMessage } from '@/lib/error-message';
import { isFormFailure } from '@/lib/form-action';
import { useActionForm } from '@/lib/use-action-form';
import { isSignUpSent, USERNAME_STAND_IN } from '../actions/sign-up';
import { failureMessage, toastFailure } from '../utils/failure-message';
import { withPasswordMatch } from '../utils/with-password-match';
import { CheckInbox } from './check-inbox';
import { EmailField } from './email-field';
import { PasswordInput } from './password-input';
import { SocialButtons } from './social-buttons';

const linkClass = 'font-medium text-primary underline underline-offset-4';


/**
 * The username is optional at sign-up (the server derives a free one from the e-mail, lib/auth.ts
 * checkSignUpBody), as the hint says: an empty box is not an error; a typed one is checked.
 */
function withOptionalUsername<C, O extends { username: string }>(resolver: Resolver<RegisterInput, C, O>): Resolver<RegisterInput, C, O> {
  return async (values, context, options) => {
    if (values.username.trim() !== '') return resolver(values, context, options);
    const result = await resolver({ ...values, username: USERNAME_STAND_IN }, context, options);
    return Object.keys(result.errors).length ? result : { values: { ...result.values, username: '' } as O, errors: {} };
  };
}

/**
 * The "check your inbox" step of /register, from the action's last answer: the link was sent (or
 * sent again), or sending it again failed. Null while the form is still to be filled.
 */
export function useSignUpStep(): { email: string; resent: boolean; failure: ReturnType<typeof asFailure> } | null {
  const actionData = useActionData<unknown>();
  if (isSignUpSent(actionData)) return { email: actionData.sentTo, resent: actionData.resent, failure: null };
  const failure = asFailure(actionData);
  if (failure?.values.intent === 'resend' && typeof failure.values.email === 'string') return { email: failure.values.email, resent: false, failure };
  return null;
}
const asFailure = (value: unknown) => (isFormFailure(value) ? value : null);

/**
 * Sign-up form: username, e-mail, password, repeat, required terms box (a native
 * checkbox, so it posts without the app's script). A form posted to the /register action
 * (features/auth/actions/sign-up.ts). The username defaults to the e-mail's local part until the
 * member types one. Sign-up opens no session and answers alike for new and registered addresses
 * (so it does not reveal which are registered): the page then asks the member to follow the link
 * mailed to them, which signs them in, and offers to send it again.
 */
export function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const step = useSignUpStep();
  const usernameEdited = useRef(false);
  const title = t('auth:register.errorTitle');
  const { form, failure, busy, onSubmit, fieldError, kept, keptString } = useActionForm<RegisterInput, z.output<typeof registerInput>>(
    {
      resolver: withOptionalUsername(withPasswordMatch(zodResolver(registerInput), 'password', 'passwordRepeat')),
      defaultValues: { username: '', email: '', password: '', passwordRepeat: '', acceptTerms: false as never, ref: inviteCode },
    },
    (f) => {
      if (f.values.intent !== 'resend') toastFailure(t, title, f);
    },
  );
  const alert = failure?.values.intent === 'resend' ? null : failureMessage(t, title, failure);

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
  const message = (m: string | undefined) => (m?.startsWith('auth:') ? t(m as never) : getFieldMessage(m, t));
  const termsError = fieldError('acceptTerms');

  if (step) return <CheckInbox email={step.email} resent={step.resent} failure={step.failure} />;

  return (
    <div className="grid gap-6">
      <Form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
        {alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
        {inviteCode ? <input type="hidden" name="ref" value={inviteCode} /> : null}
        <FormField id="register-username" label={t('auth:fields.username')} hint={t('auth:register.usernameHint')} error={message(fieldError('username'))}>
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('auth:placeholders.username')}
              defaultValue={keptString('username')}
              {...usernameField}
            />
          )}
        </FormField>
        <EmailField id="register-email" error={message(fieldError('email'))} defaultValue={keptString('email')} field={emailField} />
        <FormField id="register-password" label={t('auth:fields.password')} hint={t('auth:register.passwordHint')} error={message(fieldError('password'))}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
        </FormField>
        <FormField id="register-password-repeat" label={t('auth:fields.passwordRepeat')} error={message(fieldError('passwordRepeat'))}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('passwordRepeat')} />}
        </FormField>
        <div className="grid gap-2">
          <div className="flex items-start gap-2">
            <NativeCheckbox
              id="register-terms"
              className="mt-0.5"
              defaultChecked={kept.acceptTerms === true}
              aria-invalid={Boolean(termsError)}
              aria-describedby={termsError ? 'register-terms-error' : undefined}
              aria-required="true"
              {...form.register('acceptTerms')}
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
          {termsError ? (
            <p id="register-terms-error" className="text-sm font-medium text-destructive">
              {getFieldMessage(termsError, t)}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{t('auth:register.verificationNote')}</p>
      </Form>
      <SocialButtons mode="register" disabled={busy} />
    </div>
  );
}
