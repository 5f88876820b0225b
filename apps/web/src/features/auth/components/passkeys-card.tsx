import { useId, useState, type FormEvent } from 'react';
import { Cloud, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { formatRelativeTime } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { passkeysSupported, useAddPasskey, useDeletePasskey, usePasskeys, type MemberPasskey } from '../api/passkeys';
import { authFailureText } from '../utils/auth-error';

/** The longest passkey name the server keeps (characters). */
const NAME_MAX = 60;

/**
 * "Geçiş anahtarları" on /profile: the member's passkeys (name, when added, whether it is synced
 * across their devices), one added from this device under a name they choose (the browser asks
 * for the fingerprint, face or PIN), one removed after a confirmation. A browser without WebAuthn
 * is told so instead of the add form.
 */
export function PasskeysCard() {
  const { t } = useTranslation(['auth', 'errors']);
  const nameId = useId();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useDeletePasskey();
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<MemberPasskey | null>(null);
  const supported = passkeysSupported();
  const label = (passkey: MemberPasskey) => passkey.name?.trim() || t('auth:passkeys.unnamed');

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(name, {
      onSuccess: () => {
        setName('');
        toast.success(t('auth:passkeys.added'));
      },
      onError: (error) => toast.error(t('auth:passkeys.addError'), { description: authFailureText(error, t) }),
    });
  };
  const onRemove = (passkey: MemberPasskey) => {
    setRemoving(null);
    remove.mutate(passkey.id, {
      onSuccess: () => toast.success(t('auth:passkeys.removed')),
      onError: (error) => toast.error(t('auth:passkeys.removeError'), { description: authFailureText(error, t) }),
    });
  };

  return (
    <Card id="passkeys">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('auth:passkeys.title')}</h2>
        <CardDescription>{t('auth:passkeys.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {passkeys.isPending ? (
          <Spinner label={t('auth:passkeys.loading')} />
        ) : passkeys.isError ? (
          <ErrorState title={t('auth:passkeys.loadError')} message={authFailureText(passkeys.error, t)} onRetry={() => void passkeys.refetch()} />
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('auth:passkeys.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('auth:passkeys.listLabel')}>
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words">
                    {label(passkey)}
                    {passkey.backedUp ? (
                      <Badge variant="outline">
                        <Cloud className="size-3.5" aria-hidden="true" />
                        {t('auth:passkeys.synced')}
                      </Badge>
                    ) : null}
                  </p>
                  {passkey.createdAt ? <p className="text-xs text-muted-foreground">{t('auth:passkeys.created', { when: formatRelativeTime(passkey.createdAt) })}</p> : null}
                </div>
                <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => setRemoving(passkey)} aria-label={t('auth:passkeys.removeNamed', { name: label(passkey) })}>
                  {t('auth:passkeys.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <form onSubmit={onAdd} className="grid gap-2 sm:flex sm:items-end" aria-busy={add.isPending}>
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor={nameId}>{t('auth:passkeys.nameLabel')}</Label>
              <Input id={nameId} value={name} maxLength={NAME_MAX} placeholder={t('auth:passkeys.namePlaceholder')} onChange={(event) => setName(event.target.value)} />
            </div>
            <Button type="submit" variant="outline" disabled={add.isPending}>
              {add.isPending ? t('auth:passkeys.adding') : t('auth:passkeys.add')}
            </Button>
          </form>
        ) : (
          <p role="note" className="text-sm text-muted-foreground">
            {t('auth:passkeys.unsupported')}
          </p>
        )}
        {removing ? (
          <ConfirmDialog
            open
            onCancel={() => setRemoving(null)}
            title={t('auth:passkeys.removeTitle')}
            description={t('auth:passkeys.removeText', { name: label(removing) })}
            cancelLabel={t('common:actions.cancel')}
            confirmLabel={t('auth:passkeys.remove')}
            onConfirm={() => onRemove(removing)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
