import { data, type ActionFunctionArgs } from 'react-router';
import { registerInput } from '@garaj/shared';
import { formFailure, readForm } from '@/lib/form-action';
import { sendVerificationEmail } from '../api/send-verification-email';
import { signUp } from '../api/sign-up';
import { authFailure } from '../utils/auth-failure';

/** A name the shared schema accepts, standing in for an empty username while the other fields are checked. */
export const USERNAME_STAND_IN = 'uye.x7';

/** What the /register action answers when the link was (re)sent: the page shows "check your inbox". */
export interface SignUpSent {
  ok: true;
  sentTo: string;
  /** True when the member asked for the link again ('Doğrulama e-postasını tekrar gönder'). */
  resent: boolean;
}

/** Whether a /register action result is {@link SignUpSent}. */
export const isSignUpSent = (value: unknown): value is SignUpSent =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === true && typeof (value as { sentTo?: unknown }).sentTo === 'string';

/**
 * The /register action (lib/form-action.ts). Two intents:
 * - sign-up (default): username (optional: derived from the e-mail by the server), e-mail,
 *   password twice, the terms box (a checkbox), `ref` (invite code) → better-auth's sign-up, which
 *   opens no session and answers alike for new and registered addresses → {@link SignUpSent};
 * - `intent=resend` with `email`: the verification link again (better-auth's
 *   send-verification-email, rate-limited per address) → {@link SignUpSent} with `resent`.
 * Failures: the form again with the reason on its field, the status of the API (400, 403, 429…).
 */
export async function signUpAction({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get('intent') === 'resend') {
    const emailField = formData.get('email');
    const email = (typeof emailField === 'string' ? emailField : '').trim();
    if (!email) return formFailure(400, { formError: 'errors:REQUIRED', values: { intent: 'resend', email } });
    try {
      await sendVerificationEmail({ email });
    } catch (error) {
      return authFailure(error, { intent: 'resend', email });
    }
    return data<SignUpSent>({ ok: true, sentTo: email, resent: true });
  }
  const usernameField = formData.get('username');
  const username = (typeof usernameField === 'string' ? usernameField : '').trim();
  // An empty username is not an error: the server picks one from the e-mail (the form's hint says
  // so); a valid stand-in lets the other fields be checked.
  const form = readForm(formData, registerInput, { booleans: ['acceptTerms'], overrides: username ? {} : { username: USERNAME_STAND_IN } });
  const values = form.values;
  if (!form.success) return formFailure(400, { fieldErrors: form.fieldErrors, values });
  const { email, password, ref } = form.data;
  try {
    await signUp({ username: username ? form.data.username : undefined, email, password, ref: ref || undefined });
  } catch (error) {
    return authFailure(error, values, ['username', 'email', 'password']);
  }
  return data<SignUpSent>({ ok: true, sentTo: email, resent: false });
}
