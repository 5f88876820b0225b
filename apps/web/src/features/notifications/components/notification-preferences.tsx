import { useEffect, useId, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NotificationPreference, NotificationPreferences as Preferences } from '@garaj/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useNotificationPreferences } from '../api/get-preferences';
import { notificationKeys } from '../api/query-keys';
import { updateNotificationPreferences } from '../api/update-preferences';

/** One type's switch (a real `role="switch"` button: Space/Enter toggle it). */
function EmailSwitch({ preference, onChange, disabled }: { preference: NotificationPreference; onChange: (email: boolean) => void; disabled: boolean }) {
  const { t } = useTranslation('notifications');
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm">
        {t(`preferences.types.${preference.type}`)}
      </label>
      <Switch.Root
        id={id}
        checked={preference.email}
        onCheckedChange={onChange}
        disabled={disabled}
        data-type={preference.type}
        className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </li>
  );
}

/**
 * 'E-posta Bildirimleri' on /profile: one switch per notification type; off by
 * default except answers to my questions. Each change is saved at once (optimistic, undone on
 * failure). The section is the target of mails' "preferences" link (#notification-preferences).
 */
export function NotificationPreferences() {
  const { t } = useTranslation(['notifications', 'errors']);
  const queryClient = useQueryClient();
  const preferences = useNotificationPreferences();
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const loaded = preferences.isSuccess;
  // The mails' "preferences" link (/profile#notification-preferences): the section renders after
  // the page's data, so the browser's own jump to the anchor finds nothing; scroll once it is there.
  useEffect(() => {
    if (loaded && hash === '#notification-preferences') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  const save = useMutation({
    mutationFn: (item: NotificationPreference) => updateNotificationPreferences([item]),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences() });
      const before = queryClient.getQueryData<Preferences>(notificationKeys.preferences());
      queryClient.setQueryData<Preferences>(notificationKeys.preferences(), (data) =>
        data ? { items: data.items.map((p) => (p.type === item.type ? item : p)) } : data,
      );
      return { before };
    },
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.preferences(), data);
      toast.success(t('preferences.saved'));
    },
    onError: (error, _item, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.preferences(), context.before);
      toast.error(t('preferences.saveError'), { description: getErrorMessage(error, t) });
    },
  });

  return (
    <Card ref={section} id="notification-preferences" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Mail className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('preferences.title')}
        </CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('preferences.loading')} showLabel />
          </div>
        ) : preferences.isError ? (
          <ErrorState headingLevel={3} title={t('preferences.error')} message={getErrorMessage(preferences.error, t)} onRetry={() => void preferences.refetch()} />
        ) : (
          <ul className="divide-y">
            {preferences.data.items.map((preference) => (
              <EmailSwitch key={preference.type} preference={preference} disabled={save.isPending} onChange={(email) => save.mutate({ type: preference.type, email })} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
