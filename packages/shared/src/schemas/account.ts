import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts';
import { isReservedUsername, normalizeUsername, usernamePattern } from '../text.ts';
import { optionalHttpUrl, optionalText } from './common.ts';
import type { ImageView } from './garage.ts';

/**
 * Username field: required. NFKC-normalised, one script (Latin with the Turkish letters), 3–30
 * characters, no reserved word or look-alike of one.
 */
export const usernameField = z
  .string({ message: 'REQUIRED' })
  .overwrite(normalizeUsername)
  .min(1, { message: 'REQUIRED' })
  .regex(usernamePattern, { message: 'USERNAME_INVALID' })
  .refine((name) => !isReservedUsername(name), { message: 'USERNAME_RESERVED' });

const password = z
  .string({ message: 'REQUIRED' })
  .min(1, { message: 'REQUIRED' })
  .min(MIN_PASSWORD_LENGTH, { message: 'PASSWORD_TOO_SHORT' })
  .max(MAX_PASSWORD_LENGTH, { message: 'TOO_LONG' });

const email = z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).pipe(
  z.email({ message: 'EMAIL_INVALID' }),
);

/** Register: all fields required, passwords equal ('Şifreler eşleşmiyor.'), terms accepted. */
export const registerInput = z
  .object({
    username: usernameField,
    email,
    password,
    passwordRepeat: z.string().min(1, { message: 'REQUIRED' }),
    acceptTerms: z.literal(true, { message: 'TERMS_REQUIRED' }),
    ref: z.string().max(64).optional(),
  })
  .refine((v) => v.password === v.passwordRepeat, {
    path: ['passwordRepeat'],
    message: 'PASSWORDS_DO_NOT_MATCH',
  });
export type RegisterInput = z.input<typeof registerInput>;

/** Login: e-mail and password required; 'Beni hatırla' picks the cookie kind. */
export const loginInput = z.object({
  email,
  password: z.string().min(1, { message: 'REQUIRED' }),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInput>;

export const forgotPasswordInput = z.object({ email });

/**
 * The second step of a sign-in with two-factor on: the authenticator app's six digits, or one of
 * the backup codes (`method: 'backup'`); `trustDevice` skips the step on this browser for 30 days.
 */
export const twoFactorCodeInput = z.object({
  code: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(20, { message: 'TOO_LONG' }),
  method: z.enum(['totp', 'backup'], { message: 'VALUE_INVALID' }).default('totp'),
  trustDevice: z.boolean().default(false),
});
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeInput>;
export const resetPasswordInput = z
  .object({ password, passwordRepeat: z.string().min(1, { message: 'REQUIRED' }) })
  .refine((v) => v.password === v.passwordRepeat, {
    path: ['passwordRepeat'],
    message: 'PASSWORDS_DO_NOT_MATCH',
  });

/** Change password: non-empty, equal, at least MIN_PASSWORD_LENGTH (8) characters. */
export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, { message: 'REQUIRED' }),
    newPassword: password,
    newPasswordRepeat: z.string().min(1, { message: 'REQUIRED' }),
  })
  .refine((v) => v.newPassword === v.newPasswordRepeat, {
    path: ['newPasswordRepeat'],
    message: 'PASSWORDS_DO_NOT_MATCH',
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Change e-mail: non-empty. */
export const changeEmailInput = z.object({ newEmail: email });
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

/** Profile settings fields. Avatar: an uploaded image id, an http(s) URL, or none. */
export const profileInput = z.object({
  username: usernameField,
  fullName: optionalText(80),
  bio: optionalText(500),
  location: optionalText(100),
  website: optionalHttpUrl,
  phoneNumber: z
    .union([z.literal(''), z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, { message: 'VALUE_INVALID' }), z.null()], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v) => (v ? v : null)),
  avatarImageId: z.uuid().nullable().optional(),
  avatarUrl: optionalHttpUrl,
});
export type ProfileInput = z.input<typeof profileInput>;

/** The profile fields a member's own profile and their public profile share; never e-mail. */
export interface ProfileFields {
  id: string;
  username: string;
  fullName: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  phoneNumber: string | null;
  avatar: ImageView | null;
  createdAt: string;
}

/** The signed-in member's own profile (settings screen). */
export interface MyProfile extends ProfileFields {
  email: string;
  emailVerified: boolean;
  /** An address asked for by a change of e-mail, until the link sent to it is followed; else null. */
  pendingEmail: string | null;
  role: 'user' | 'moderator' | 'admin';
}

/** A public profile (/user/{username}); never e-mail. */
export interface PublicProfile extends ProfileFields {
  garageCount: number;
  totalLikes: number;
  totalViews: number;
  isMe: boolean;
}

/** A card in the users directory. */
export type UserCard = Omit<PublicProfile, 'website' | 'phoneNumber' | 'totalViews' | 'isMe'>;

export interface UserDirectorySummary {
  totalUsers: number;
  activeUsers: number;
  totalGarages: number;
}

/** Public auth configuration the login screen needs. */
export interface AuthConfig {
  providers: { google: boolean; facebook: boolean };
}

/** Live figures for the home hero (docs/product.md, Marketing figures). */
export interface SiteStats {
  members: number;
  garages: number;
  photos: number;
  online: number;
}
