import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NotificationPreference, NotificationPreferenceChange, NotificationPreferences as Preferences } from '@garaj/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useNotificationPreferences } from '../api/get-preferences';
import { notificationKeys } from '../api/query-keys';
import { updateNotificationPreferences } from '../api/update-preferences';

/** The two ways a notification can also reach the member, in the columns' order. */
type Channel = 'email' | 'push';
const CHANNELS: Channel[] = ['email', 'push'];

/** One switch (a real `role="switch"` button: Space/Enter toggle it), named by its type and channel. */
function PreferenceSwitch({ label, checked, onChange, disabled, type, channel }: { label: string; checked: boolean; onChange: (on: boolean) => void; disabled: boolean; type: string; channel: Channel }) {
  return (
    <Switch.Root
      aria-label={label}
      checked={checked}
      onCheckedChange={onChange}
      disabled={disabled}
      data-type={type}
      data-channel={channel}
      className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
    >
      <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </Switch.Root>
  );
}

/** One type's row: its name, then its e-mail and push switches under the columns' headings. */
function PreferenceRow({ preference, onChange, disabled }: { preference: NotificationPreference; onChange: (change: NotificationPreferenceChange) => void; disabled: boolean }) {
  const { t } = useTranslation('notifications');
  const type = t(`preferences.types.${preference.type}`);
  return (
    <li className="grid grid-cols-[1fr_auto_auto] items-center gap-4 py-3 sm:gap-6">
      <span className="text-sm">{type}</span>
      {CHANNELS.map((channel) => (
        <div key={channel} className="flex w-20 justify-center sm:w-28">
          <PreferenceSwitch
            label={t(`preferences.switch.${channel}`, { type })}
            checked={preference[channel]}
            onChange={(on) => onChange(channel === 'email' ? { type: preference.type, email: on } : { type: preference.type, push: on })}
            disabled={disabled}
            type={preference.type}
            channel={channel}
          />
        </div>
      ))}
    </li>
  );
}

/**
 * 'Bildirim Tercihleri' on /profile: per notification type an e-mail switch and a push switch
 * (push reaches only the devices where the member turned it on: the push card); the defaults
 * are the server's (NOTIFICATION_EMAIL_DEFAULTS, NOTIFICATION_PUSH_DEFAULTS). Each change is
 * saved at once (optimistic, undone on failure). The section is the target of mails'
 * "preferences" link (#notification-preferences).
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
    mutationFn: (item: NotificationPreferenceChange) => updateNotificationPreferences([item]),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences() });
      const before = queryClient.getQueryData<Preferences>(notificationKeys.preferences());
      queryClient.setQueryData<Preferences>(notificationKeys.preferences(), (data) =>
        data ? { items: data.items.map((p) => (p.type === item.type ? { ...p, ...item } : p)) } : data,
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
          <Bell className="size-5 text-muted-foreground" aria-hidden="true" />
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
          <>
            <div className="grid grid-cols-[1fr_auto_auto] gap-4 border-b pb-2 text-xs font-medium text-muted-foreground sm:gap-6" aria-hidden="true">
              <span />
              {CHANNELS.map((channel) => (
                <span key={channel} className="w-20 text-center sm:w-28">
                  {t(`preferences.columns.${channel}`)}
                </span>
              ))}
            </div>
            <ul className="divide-y">
              {preferences.data.items.map((preference) => (
                <PreferenceRow key={preference.type} preference={preference} disabled={save.isPending} onChange={(change) => save.mutate(change)} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
