import { useState } from 'react';
import { ANNOUNCEMENT_MAX, ANNOUNCEMENT_TONES, siteSettingsInput, type SiteSettings, type SiteSettingsInput } from '@garaj/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { adminKeys } from '../api/query-keys';
import { saveSiteSettings, useSiteSettings } from '../api/site-settings';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { schemaResolver } from '../utils/schema-resolver';
import { AdminListState } from '@/components/admin/admin-list-state';

/** The settings form's values (the announcement flattened). */
export interface SettingsFormValues {
  registrationOpen: boolean;
  contactEmail: string;
  announcementText: string;
  announcementTextEn: string;
  announcementTone: string;
  announcementActive: boolean;
}

/** The request body: no text and not active → no announcement (`null`). */
export function toSettingsInput(values: SettingsFormValues): SiteSettingsInput {
  const text = values.announcementText.trim();
  return {
    registrationOpen: values.registrationOpen,
    contactEmail: values.contactEmail,
    announcement: text || values.announcementActive ? { text, textEn: values.announcementTextEn, tone: values.announcementTone as 'info' | 'warning', active: values.announcementActive } : null,
  };
}

const FIELD_OF_ANNOUNCEMENT: Record<string, keyof SettingsFormValues> = { text: 'announcementText', textEn: 'announcementTextEn', tone: 'announcementTone', active: 'announcementActive' };
const fieldOf = (path: readonly PropertyKey[]): string =>
  path[0] === 'announcement' ? (FIELD_OF_ANNOUNCEMENT[String(path[1])] ?? 'announcementText') : String(path[0] ?? 'root');
const resolver = schemaResolver<SettingsFormValues>(siteSettingsInput, toSettingsInput, fieldOf);

const toValues = (settings: SiteSettings): SettingsFormValues => ({
  registrationOpen: settings.registrationOpen,
  contactEmail: settings.contactEmail,
  announcementText: settings.announcement?.text ?? '',
  announcementTextEn: settings.announcement?.textEn ?? '',
  announcementTone: settings.announcement?.tone ?? 'info',
  announcementActive: settings.announcement?.active ?? false,
});

/** Settings tab: registration open/closed, contact e-mail, the site-wide announcement banner. */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="admin-settings-heading" className="grid max-w-2xl gap-4">
      <h2 id="admin-settings-heading" className="text-lg font-semibold">
        {t('settings.title')}
      </h2>
      <AdminListState isPending={settings.isPending} error={settings.error} isEmpty={false} emptyTitle="" onRetry={() => void settings.refetch()}>
        {settings.data ? <SettingsForm key={settings.data.updatedAt ?? 'default'} settings={settings.data} /> : null}
      </AdminListState>
    </section>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(['admin', 'errors']);
  const form = useForm<SettingsFormValues>({ defaultValues: toValues(settings), resolver });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAdminMutation({ mutationFn: saveSiteSettings, invalidate: [adminKeys.settings(), ['site-settings']], silentError: true });
  const errors = form.formState.errors;
  const message = (code: string | undefined) => getFieldMessage(code, t);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(toSettingsInput(values));
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [path, code] of Object.entries(error.fields)) {
          const field = fieldOf(path.split('.')) as keyof SettingsFormValues;
          if (field in values) form.setError(field, { message: code });
        }
      }
      setFormError(getErrorMessage(error, t));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6" aria-busy={save.isPending}>
      <div className="flex items-start justify-between gap-4 rounded-lg border bg-card p-4">
        <div className="grid gap-1">
          <Label htmlFor="settings-registration">{t('admin:settings.registrationOpen')}</Label>
          <p id="settings-registration-hint" className="text-sm text-muted-foreground">
            {t('admin:settings.registrationHint')}
          </p>
        </div>
        <Controller
          control={form.control}
          name="registrationOpen"
          render={({ field }) => (
            <Switch id="settings-registration" aria-describedby="settings-registration-hint" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          )}
        />
      </div>
      <FormField id="settings-contact-email" label={t('admin:settings.contactEmail')} hint={t('admin:settings.contactEmailHint')} error={message(errors.contactEmail?.message)}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('contactEmail')} />}
      </FormField>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">{t('admin:settings.announcement')}</legend>
        <FormField id="settings-announcement-text" label={t('admin:settings.announcementText')} hint={t('admin:settings.announcementHint', { max: ANNOUNCEMENT_MAX })} error={message(errors.announcementText?.message)}>
          {(control) => <Textarea {...control} rows={2} maxLength={ANNOUNCEMENT_MAX} {...form.register('announcementText')} />}
        </FormField>
        <FormField
          id="settings-announcement-text-en"
          label={t('admin:settings.announcementTextEn')}
          hint={t('admin:help.fields.englishHint')}
          error={message(errors.announcementTextEn?.message)}
        >
          {(control) => <Textarea {...control} lang="en" rows={2} maxLength={ANNOUNCEMENT_MAX} {...form.register('announcementTextEn')} />}
        </FormField>
        <div className="flex flex-wrap items-end gap-6">
          <FormField id="settings-announcement-tone" label={t('admin:settings.tone')} error={message(errors.announcementTone?.message)}>
            {(control) => (
              <Controller
                control={form.control}
                name="announcementTone"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control} className="w-44" onBlur={field.onBlur} ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {ANNOUNCEMENT_TONES.map((tone) => (
                        <SelectItem key={tone} value={tone}>
                          {t(`admin:settings.tones.${tone}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <div className="flex h-10 items-center gap-3">
            <Controller
              control={form.control}
              name="announcementActive"
              render={({ field }) => <Switch id="settings-announcement-active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />}
            />
            <Label htmlFor="settings-announcement-active">{t('admin:settings.announcementActive')}</Label>
          </div>
        </div>
      </fieldset>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-xs text-muted-foreground">{settings.updatedAt ? t('admin:settings.updatedAt', { date: formatDate(settings.updatedAt, 'dateTime') }) : null}</span>
        <Button type="submit" disabled={save.isPending}>
          {t('admin:actions.save')}
        </Button>
      </div>
    </form>
  );
}
