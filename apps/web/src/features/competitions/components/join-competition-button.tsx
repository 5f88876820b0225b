import { useState } from 'react';
import type { CompetitionCard } from '@garaj/shared';
import { CheckCircle2, Clock, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { garagesOf, useMyGarages } from '@/hooks/use-my-garages';
import { useJoinCompetition } from '../hooks/use-join-competition';
import { CompetitionImage } from './competition-image';

/**
 * The card's action (Competition status): upcoming → disabled 'Yakında';
 * active → 'Katıl' (signed out: 'Giriş Gerekli' / 'Yarışmaya katılmak için giriş
 * yapmalısınız.'), which opens a dialog to choose one of my garages (none → a link to
 * /create-garage); once joined, a disabled 'Katıldınız'. Ended competitions have no button.
 */
export function JoinCompetitionButton({ competition, className }: { competition: CompetitionCard; className?: string }) {
  const { t } = useTranslation('competitions');
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);

  if (competition.status === 'ended') return null;
  if (competition.status === 'upcoming') {
    return (
      <Button disabled variant="secondary" className={className}>
        <Clock aria-hidden="true" />
        {t('card.soon')}
      </Button>
    );
  }
  if (competition.myEntryId) {
    return (
      <Button disabled variant="outline" className={className}>
        <CheckCircle2 aria-hidden="true" />
        {t('card.joined')}
      </Button>
    );
  }
  if (competition.participants >= competition.maxParticipants) {
    return (
      <Button disabled variant="secondary" className={className}>
        {t('card.full')}
      </Button>
    );
  }
  const start = () => {
    if (!user) {
      toast.error(t('join.loginTitle'), { description: t('join.loginText') });
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button onClick={start} className={className}>
        <Plus aria-hidden="true" />
        {t('card.join')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open ? <JoinDialogBody competition={competition} onDone={() => setOpen(false)} /> : null}</DialogContent>
      </Dialog>
    </>
  );
}

/** The dialog's content: my garages as a radio list, 'Katıl' and 'Vazgeç'. */
function JoinDialogBody({ competition, onDone }: { competition: CompetitionCard; onDone: () => void }) {
  const { t } = useTranslation('competitions');
  const garages = useMyGarages(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const join = useJoinCompetition(competition.id, { onJoined: onDone });
  const items = garagesOf(garages.data);
  const selected = chosen ?? items[0]?.id ?? null;

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected && !join.isPending) join.mutate(selected);
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('join.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('join.dialogText', { title: competition.title })}</DialogDescription>
      </DialogHeader>
      {garages.isPending ? (
        <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner />
          {t('join.loading')}
        </div>
      ) : garages.isError ? (
        <ErrorState message={t('join.loadError')} onRetry={() => void garages.refetch()} headingLevel={3} />
      ) : items.length === 0 ? (
        <div className="grid justify-items-start gap-3 py-2">
          <p className="text-sm text-muted-foreground">{t('join.noGarages')}</p>
          <Button asChild>
            <Link to="/create-garage">{t('join.createGarage')}</Link>
          </Button>
        </div>
      ) : (
        <fieldset className="grid max-h-80 gap-2 overflow-y-auto">
          <legend className="sr-only">{t('join.garagesLabel')}</legend>
          {items.map((garage) => (
            <label
              key={garage.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-2 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                selected === garage.id ? 'border-primary bg-primary/5' : 'hover:bg-accent',
              )}
            >
              <input type="radio" name="garage" value={garage.id} checked={selected === garage.id} onChange={() => setChosen(garage.id)} className="size-4 accent-primary" />
              <CompetitionImage image={garage.cover} alt="" sizes="48px" className="size-12 shrink-0 rounded-md" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{garage.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {[garage.carBrand, garage.carModel, garage.carYear].filter(Boolean).join(' ')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('join.cancel')}
        </Button>
        {items.length > 0 ? (
          <Button type="submit" disabled={!selected || join.isPending}>
            {join.isPending ? t('join.submitting') : t('join.submit')}
          </Button>
        ) : null}
      </DialogFooter>
    </form>
  );
}
