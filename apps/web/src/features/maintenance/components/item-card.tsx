import { CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceItem } from '@garaj/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { COLOR_BAR, COLOR_TEXT, itemStatus, remainingText } from '../utils/status';
import { CategoryIcon } from './category-icon';
import { MaintenanceStatusBadge } from './status-badge';

interface ItemCardProps {
  item: MaintenanceItem;
  /** The garage's current odometer (km), for the km schedule. */
  odometerKm: number | null;
  /** "Today" (`YYYY-MM-DD`, Europe/Istanbul); tests fix it. */
  today?: string;
  onComplete: (item: MaintenanceItem) => void;
  onEdit: (item: MaintenanceItem) => void;
  onDelete: (item: MaintenanceItem) => void;
}

/**
 * One maintenance item: title, category icon, status badge,
 * remaining text in the status colour, the cycle's progress, next due date (locale date) and km,
 * expected cost in lira; 'Tamamlandı' opens the completion dialog; edit; delete after confirming.
 */
export function ItemCard({ item, odometerKm, today, onComplete, onEdit, onDelete }: ItemCardProps) {
  const { t } = useTranslation('maintenance');
  const result = itemStatus(item, odometerKm, today);
  const completed = result.status === 'completed';
  const interval = [
    item.intervalDays !== null ? t('card.everyDays', { count: item.intervalDays }) : null,
    item.intervalKm !== null ? t('card.everyKm', { km: formatNumber(item.intervalKm) }) : null,
  ].filter(Boolean);
  return (
    <article className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm" aria-labelledby={`maintenance-item-${item.id}`}>
      <header className="flex items-start gap-3">
        <CategoryIcon category={item.category} />
        <div className="min-w-0 flex-1">
          <h3 id={`maintenance-item-${item.id}`} className="truncate font-semibold">
            {item.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t(`categories.${item.category}`)} · {interval.length ? interval.join(' · ') : t('card.oneOff')}
          </p>
        </div>
        <MaintenanceStatusBadge status={result.status} />
      </header>

      <div className="grid gap-2">
        <p className={cn('text-lg font-semibold', result.color ? COLOR_TEXT[result.color] : 'text-muted-foreground')} data-testid="maintenance-remaining">
          {remainingText(t, item, result)}
        </p>
        {result.progressPercent !== null ? (
          <div
            role="progressbar"
            aria-label={t('card.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={result.progressPercent}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className={cn('h-full rounded-full', result.color ? COLOR_BAR[result.color] : 'bg-muted-foreground')} style={{ width: `${result.progressPercent}%` }} />
          </div>
        ) : null}
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {!completed ? (
          <div>
            <dt className="text-muted-foreground">{t('card.nextDue')}</dt>
            <dd className="font-medium">
              {[item.nextDueOn ? formatDate(item.nextDueOn) : null, item.nextDueKm !== null ? `${formatNumber(item.nextDueKm)} km` : null].filter(Boolean).join(' · ')}
            </dd>
          </div>
        ) : null}
        {item.lastServiceOn ? (
          <div>
            <dt className="text-muted-foreground">{t('card.lastService')}</dt>
            <dd className="font-medium">{formatDate(item.lastServiceOn)}</dd>
          </div>
        ) : null}
        {item.cost !== null ? (
          <div>
            <dt className="text-muted-foreground">{t('card.cost')}</dt>
            <dd className="font-medium">{formatCurrency(item.cost)}</dd>
          </div>
        ) : null}
      </dl>
      {item.notes ? <p className="line-clamp-2 text-sm text-muted-foreground">{item.notes}</p> : null}

      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3" aria-label={t('card.actions', { title: item.title })}>
        {!completed ? (
          <Button size="sm" onClick={() => onComplete(item)}>
            <CheckCircle2 aria-hidden="true" />
            {t('card.complete')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => onEdit(item)}>
          <Pencil aria-hidden="true" />
          {t('card.edit')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              {t('card.delete')}
            </Button>
          }
          title={t('card.deleteTitle')}
          description={t('card.deleteDescription', { title: item.title })}
          cancelLabel={t('card.deleteCancel')}
          confirmLabel={t('card.deleteConfirm')}
          onConfirm={() => onDelete(item)}
        />
      </footer>
    </article>
  );
}
