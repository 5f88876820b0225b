import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PROVINCES, profileInput, type MyProfile, type ProfileInput } from '@garaj/shared';
import type { z } from 'zod';
import { ImageUpload, imageItemFromView, type ImageUploadItem } from '@/components/image-upload';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { FormField } from '@/components/form-field';

const FIELDS = ['username', 'fullName', 'bio', 'location', 'website', 'phoneNumber', 'avatarImageId', 'avatarUrl'] as const;
type FieldName = (typeof FIELDS)[number];

function toFormValues(p: MyProfile): ProfileInput {
  return {
    username: p.username,
    fullName: p.fullName ?? '',
    bio: p.bio ?? '',
    location: p.location ?? '',
    website: p.website ?? '',
    phoneNumber: p.phoneNumber ?? '',
    avatarImageId: p.avatar?.id ?? null,
    avatarUrl: p.avatar && !p.avatar.id ? p.avatar.url : '',
  };
}

/** Profile settings: username, full name, bio, location, website, phone, avatar. */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation(['profile', 'errors', 'common']);
  const update = useUpdateMyProfile();
  /** The username as last saved (the public profile link follows it). */
  const [savedUsername, setSavedUsername] = useState(profile.username);
  const [avatar, setAvatar] = useState<ImageUploadItem[]>(profile.avatar ? [imageItemFromView(profile.avatar)] : []);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileInput, unknown, z.output<typeof profileInput>>({
    resolver: zodResolver(profileInput),
    defaultValues: toFormValues(profile),
  });
  const { errors } = form.formState;
  const username = useWatch({ control: form.control, name: 'username' });

  const onAvatarChange = (items: ImageUploadItem[]) => {
    setAvatar(items);
    const item = items[0];
    form.setValue('avatarImageId', item?.imageId ?? null, { shouldDirty: true });
    form.setValue('avatarUrl', item && !item.imageId ? item.url : '', { shouldDirty: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        toast.success(t('profile:form.success'));
        form.reset(toFormValues(saved));
        setSavedUsername(saved.username);
        setAvatar(saved.avatar ? [imageItemFromView(saved.avatar)] : []);
      },
      (error: unknown) => {
        let first: FieldName | null = null;
        if (isApiError(error) && error.fields) {
          for (const [path, code] of Object.entries(error.fields)) {
            const name = FIELDS.find((f) => f === path);
            if (!name) continue;
            form.setError(name, { message: code });
            first ??= name;
          }
        } else if (isApiError(error) && error.code === 'USERNAME_TAKEN') {
          form.setError('username', { message: 'USERNAME_TAKEN' });
          first = 'username';
        }
        if (first && first !== 'avatarImageId' && first !== 'avatarUrl') form.setFocus(first);
        toast.error(t('profile:form.error'), {
          description: isApiError(error) && error.status < 500 && error.status > 0 ? getErrorMessage(error, t) : undefined,
        });
      },
    ),
  );
  const busy = form.formState.isSubmitting || update.isPending;
  const message = (m: string | undefined) => getFieldMessage(m, t);
  const avatarError = message(errors.avatarImageId?.message ?? errors.avatarUrl?.message);

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('profile:form.title')}</h2>
        <CardDescription>{t('profile:form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5" aria-busy={busy}>
          <fieldset className="grid gap-3" disabled={busy}>
            <legend className="mb-2 text-sm font-medium">{t('profile:fields.avatar')}</legend>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <UserAvatar name={username} image={avatar[0]?.url} className="size-20 shrink-0 [&>span]:text-3xl" />
              <div className="min-w-0 flex-1">
                <ImageUpload
                  id="profile-avatar"
                  purpose="avatar"
                  value={avatar}
                  onChange={onAvatarChange}
                  onUploadingChange={setUploading}
                  disabled={busy}
                  invalid={Boolean(avatarError)}
                  aria-describedby={avatarError ? 'profile-avatar-error' : undefined}
                />
                {avatarError ? (
                  <p id="profile-avatar-error" className="mt-2 text-sm font-medium text-destructive">
                    {avatarError}
                  </p>
                ) : null}
              </div>
            </div>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="profile-username" label={t('profile:fields.username')} hint={t('profile:hints.username')} error={message(errors.username?.message)}>
              {(c) => <Input {...c} autoComplete="username" autoCapitalize="none" spellCheck={false} aria-required="true" {...form.register('username')} />}
            </FormField>
            <FormField id="profile-full-name" label={t('profile:fields.fullName')} error={message(errors.fullName?.message)}>
              {(c) => <Input {...c} autoComplete="name" {...form.register('fullName')} />}
            </FormField>
          </div>
          <FormField id="profile-bio" label={t('profile:fields.bio')} hint={t('profile:hints.bio')} error={message(errors.bio?.message)}>
            {(c) => <Textarea {...c} rows={4} maxLength={500} placeholder={t('profile:placeholders.bio')} {...form.register('bio')} />}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="profile-location" label={t('profile:fields.location')} error={message(errors.location?.message)}>
              {(c) => <Input {...c} list="profile-provinces" autoComplete="address-level1" placeholder={t('profile:placeholders.location')} {...form.register('location')} />}
            </FormField>
            <FormField id="profile-phone" label={t('profile:fields.phoneNumber')} error={message(errors.phoneNumber?.message)}>
              {(c) => <Input {...c} type="tel" autoComplete="tel" inputMode="tel" placeholder={t('profile:placeholders.phoneNumber')} {...form.register('phoneNumber')} />}
            </FormField>
          </div>
          <datalist id="profile-provinces">
            {PROVINCES.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <FormField id="profile-website" label={t('profile:fields.website')} error={message(errors.website?.message)}>
            {(c) => <Input {...c} type="url" autoComplete="url" inputMode="url" placeholder={t('profile:placeholders.website')} {...form.register('website')} />}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={`/user/${encodeURIComponent(savedUsername)}`}>{t('profile:form.viewPublic')}</Link>
            </Button>
            <Button type="submit" disabled={busy || uploading}>
              {busy ? t('profile:form.saving') : t('profile:form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
