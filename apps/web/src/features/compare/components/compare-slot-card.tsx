import { useEffect, useRef, useState } from 'react';
import type { CompareGarage, CompareSlot, CompareSlotName, CompareSuggestion } from '@garaj/shared';
import { AlertCircle, Pencil, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { GarageImage } from '@/components/garage-image';
import { GarageSearchCombobox, vehicleLine } from './garage-search-combobox';

interface CompareSlotCardProps {
  name: CompareSlotName;
  /** The slot as loaded; undefined while the address's car is loading. */
  slot: CompareSlot | null | undefined;
  /** The garage in the other slot, not offered here. */
  otherId: string | null;
  onSelect: (garage: CompareSuggestion) => void;
  onClear: () => void;
}

/**
 * One of the two slots (Compare): the chosen garage (cover, title, vehicle,
 * owner, link) with Change and Remove, or the garage search when the slot is empty, its garage
 * was not found, or the member is changing it. After a pick, focus lands on Change.
 */
export function CompareSlotCard({ name, slot, otherId, onSelect, onClear }: CompareSlotCardProps) {
  const { t } = useTranslation('compare');
  const [changing, setChanging] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const headingId = `compare-${name}-heading`;
  const garage = slot?.garage ?? null;

  const stopChanging = () => {
    setChanging(false);
    setReturnFocus(true);
  };

  const choose = (suggestion: CompareSuggestion) => {
    setChanging(false);
    setReturnFocus(true);
    onSelect(suggestion);
  };

  let body;
  if (slot === undefined) {
    body = <SlotSkeleton />;
  } else if (garage && !changing) {
    body = (
      <FilledSlot
        garage={garage}
        focusChange={returnFocus}
        onChange={() => setChanging(true)}
        onClear={() => {
          setReturnFocus(false);
          onClear();
        }}
      />
    );
  } else {
    body = (
      <div className="grid gap-3">
        {slot?.error ? (
          <div role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <div>
              <p className="font-medium">{t('slot.notFound')}</p>
              <p className="text-muted-foreground">{t('slot.notFoundText')}</p>
            </div>
          </div>
        ) : null}
        <GarageSearchCombobox
          label={t(`slot.searchLabel_${name}`)}
          excludeId={otherId}
          onSelect={choose}
          focusOnMount={changing}
          onEscape={changing ? stopChanging : undefined}
        />
        {changing ? (
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={stopChanging}>
            {t('slot.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`compare-slot-${name}`}
      className="grid content-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t(`slot.label_${name}`)}
      </h2>
      {body}
    </section>
  );
}

function FilledSlot({
  garage,
  focusChange,
  onChange,
  onClear,
}: {
  garage: CompareGarage;
  focusChange: boolean;
  onChange: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('compare');
  const { owner } = garage;
  const changeRef = useRef<HTMLButtonElement>(null);
  // Read once: focus moves only when the filled slot appears, not when the prop changes later.
  const focusOnAppear = useRef(focusChange);
  useEffect(() => {
    // After a pick (or a cancelled change) keyboard focus continues on this slot.
    if (focusOnAppear.current) changeRef.current?.focus();
  }, []);
  return (
    <div className="grid gap-3">
      <div className="flex min-w-0 gap-3">
        <Link to={`/garage/${garage.id}`} className="shrink-0 rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" tabIndex={-1} aria-hidden="true">
          <GarageImage
            image={garage.cover}
            alt=""
            sizes="96px"
            vehicleType={garage.vehicleType}
            className="aspect-[4/3] w-20 rounded-lg sm:w-24"
          />
        </Link>
        <div className="min-w-0">
          <p className="text-lg leading-tight font-semibold break-words">
            <Link to={`/garage/${garage.id}`} className="hover:underline focus-visible:underline focus-visible:outline-none">
              {garage.title}
            </Link>
          </p>
          <p className="text-sm break-words text-muted-foreground">{vehicleLine(garage)}</p>
          <Link
            to={`/user/${encodeURIComponent(owner.username)}`}
            aria-label={t('slot.ownerProfile', { username: owner.username })}
            className="mt-1 inline-flex max-w-full items-center gap-1.5 text-sm hover:underline"
          >
            <UserAvatar name={owner.username} image={owner.avatar?.url} className="size-6" />
            <span className="truncate">{t('slot.by', { username: owner.username })}</span>
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button ref={changeRef} variant="outline" size="sm" onClick={onChange} aria-label={t('slot.changeLabel', { title: garage.title })}>
          <Pencil aria-hidden="true" />
          {t('slot.change')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear} aria-label={t('slot.clearLabel', { title: garage.title })}>
          <X aria-hidden="true" />
          {t('slot.clear')}
        </Button>
      </div>
    </div>
  );
}

function SlotSkeleton() {
  return (
    <div className="flex gap-3">
      <Skeleton className="aspect-[4/3] w-20 sm:w-24" />
      <div className="grid flex-1 content-start gap-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
