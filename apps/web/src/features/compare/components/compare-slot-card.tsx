import { useEffect, useRef, useState } from 'react';
import type { CompareGarage, CompareSlot, CompareSuggestion } from '@garaj/shared';
import { AlertCircle, ChevronLeft, ChevronRight, Pencil, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { GarageImage } from '@/components/garage-image';
import { GarageSearchCombobox, vehicleLine } from './garage-search-combobox';

const CARD = 'grid content-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm';

interface CompareSlotCardProps {
  /** 0-based position in the comparison (the table's column). */
  index: number;
  /** How many slots the comparison has (the last one cannot move later). */
  count: number;
  /** The slot as loaded; undefined while the address's car is loading. */
  slot: CompareSlot | undefined;
  /** Garages already in the comparison, not offered when changing this one. */
  excludeIds: readonly string[];
  /** Focus Change when the garage appears (it was just picked here). */
  focusChange: boolean;
  onSelect: (garage: CompareSuggestion) => void;
  onClear: () => void;
  onMove: (step: -1 | 1) => void;
}

/**
 * One chosen slot (Compare): the garage (cover, title, vehicle, owner, link) with Change,
 * Remove and move earlier / later, or — when its garage was not found, is already in an
 * earlier slot, or the member is changing it — the garage search. After a pick, focus lands on
 * Change.
 */
export function CompareSlotCard({ index, count, slot, excludeIds, focusChange, onSelect, onClear, onMove }: CompareSlotCardProps) {
  const { t } = useTranslation('compare');
  const [changing, setChanging] = useState(false);
  const [returnFocus, setReturnFocus] = useState(focusChange);
  const position = index + 1;
  const headingId = `compare-slot-${position}-heading`;
  const garage = slot?.garage ?? null;

  const stopChanging = () => {
    setChanging(false);
    setReturnFocus(true);
  };

  let body;
  if (slot === undefined) {
    body = <SlotSkeleton />;
  } else if (garage && !changing) {
    body = (
      <FilledSlot
        garage={garage}
        focusChange={returnFocus}
        canMoveEarlier={index > 0}
        canMoveLater={index < count - 1}
        onChange={() => setChanging(true)}
        onClear={onClear}
        onMove={onMove}
      />
    );
  } else {
    body = (
      <div className="grid gap-3">
        {slot.error ? (
          <div role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <div>
              <p className="font-medium">{slot.error === 'GARAGE_DUPLICATE' ? t('slot.duplicate') : t('slot.notFound')}</p>
              <p className="text-muted-foreground">{slot.error === 'GARAGE_DUPLICATE' ? t('slot.duplicateText') : t('slot.notFoundText')}</p>
            </div>
          </div>
        ) : null}
        <GarageSearchCombobox
          label={t('slot.searchLabel', { position })}
          excludeIds={excludeIds}
          onSelect={(suggestion) => {
            setChanging(false);
            setReturnFocus(true);
            onSelect(suggestion);
          }}
          focusOnMount={changing}
          onEscape={changing ? stopChanging : undefined}
        />
        <div className="flex flex-wrap gap-2">
          {changing ? (
            <Button variant="ghost" size="sm" onClick={stopChanging}>
              {t('slot.cancel')}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={onClear} aria-label={t('slot.clearEmptyLabel', { position })}>
              <X aria-hidden="true" />
              {t('slot.clear')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} data-testid={`compare-slot-${position}`} className={CARD}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('slot.label', { position })}
      </h2>
      {body}
    </section>
  );
}

/**
 * The "Araç ekle" slot after the chosen ones, while fewer than four are chosen: the garage
 * search for the next position.
 */
export function AddSlotCard({ position, excludeIds, onSelect }: { position: number; excludeIds: readonly string[]; onSelect: (garage: CompareSuggestion) => void }) {
  const { t } = useTranslation('compare');
  return (
    <section aria-labelledby="compare-add-heading" data-testid="compare-slot-add" className={`${CARD} border-dashed`}>
      <h2 id="compare-add-heading" className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        <Plus className="size-4" aria-hidden="true" />
        {t('slot.add')}
      </h2>
      <GarageSearchCombobox label={t('slot.searchLabel', { position })} excludeIds={excludeIds} onSelect={onSelect} />
    </section>
  );
}

interface FilledSlotProps {
  garage: CompareGarage;
  focusChange: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  onChange: () => void;
  onClear: () => void;
  onMove: (step: -1 | 1) => void;
}

function FilledSlot({ garage, focusChange, canMoveEarlier, canMoveLater, onChange, onClear, onMove }: FilledSlotProps) {
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
          <GarageImage image={garage.cover} alt="" sizes="96px" vehicleType={garage.vehicleType} className="aspect-[4/3] w-20 rounded-lg" />
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
            className="mt-1 inline-flex max-w-full items-center gap-1.5 text-sm hover:underline"
          >
            <span aria-hidden="true">
              <UserAvatar name={owner.username} image={owner.avatar?.url} className="size-6" />
            </span>
            <span className="truncate">{t('slot.by', { username: owner.username })}</span>
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button ref={changeRef} variant="outline" size="sm" onClick={onChange} aria-label={t('slot.changeLabel', { title: garage.title })}>
          <Pencil aria-hidden="true" />
          {t('slot.change')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear} aria-label={t('slot.clearLabel', { title: garage.title })}>
          <X aria-hidden="true" />
          {t('slot.clear')}
        </Button>
        <span className="ml-auto flex gap-1">
          {canMoveEarlier ? (
            <Button variant="ghost" size="icon-sm" onClick={() => onMove(-1)} aria-label={t('slot.moveEarlierLabel', { title: garage.title })} title={t('slot.moveEarlier')}>
              <ChevronLeft aria-hidden="true" />
            </Button>
          ) : null}
          {canMoveLater ? (
            <Button variant="ghost" size="icon-sm" onClick={() => onMove(1)} aria-label={t('slot.moveLaterLabel', { title: garage.title })} title={t('slot.moveLater')}>
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : null}
        </span>
      </div>
    </div>
  );
}

function SlotSkeleton() {
  return (
    <div className="flex gap-3">
      <Skeleton className="aspect-[4/3] w-20" />
      <div className="grid flex-1 content-start gap-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
