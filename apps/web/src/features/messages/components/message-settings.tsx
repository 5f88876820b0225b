import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_POLICIES, type MessagePolicy } from '@garaj/shared';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { messageKeys } from '../api/query-keys';
import { updateMessageSettings, useMessageSettings } from '../api/message-settings';
import { BlockedMembers } from './blocked-members';

/** The policy radios, saved with "Kaydet" (a real form: arrows move between the choices). */
function PolicyForm({ initial }: { initial: MessagePolicy }) {
  const { t } = useTranslation(['messages', 'common', 'errors']);
  const queryClient = useQueryClient();
  const id = useId();
  const [policy, setPolicy] = useState<MessagePolicy>(initial);
  const save = useMutation({
    mutationFn: (value: MessagePolicy) => updateMessageSettings({ policy: value }),
    onSuccess: (settings) => {
      queryClient.setQueryData(messageKeys.settings(), settings);
      toast.success(t('settings.saved'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(policy);
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-busy={save.isPending}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('settings.legend')}</legend>
        {MESSAGE_POLICIES.map((value) => (
          <label key={value} htmlFor={`${id}-${value}`} className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input
              id={`${id}-${value}`}
              type="radio"
              name="policy"
              value={value}
              checked={policy === value}
              onChange={() => setPolicy(value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>{t(`settings.policies.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {getErrorMessage(save.error, t)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('common:actions.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Mesajlar ve engellenenler" on /profile (anchor #message-settings): who may start a conversation
 * with the member (everyone, the members they follow, nobody) and the members they blocked.
 */
export function MessageSettingsSection() {
  const { t } = useTranslation(['messages', 'errors']);
  const settings = useMessageSettings();
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const loaded = settings.isSuccess;
  // The inbox's "Mesaj ayarları" link (/profile#message-settings): the section renders after the
  // page's data, so the browser's own jump to the anchor finds nothing; scroll once it is there.
  useEffect(() => {
    if (loaded && hash === '#message-settings') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  return (
    <Card ref={section} id="message-settings" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MessageCircle className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('settings.title')}
        </CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {settings.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('settings.loading')} showLabel />
          </div>
        ) : settings.isError ? (
          <ErrorState headingLevel={3} title={t('settings.error')} message={getErrorMessage(settings.error, t)} onRetry={() => void settings.refetch()} />
        ) : (
          <PolicyForm initial={settings.data.policy} />
        )}
        <BlockedMembers />
      </CardContent>
    </Card>
  );
}
