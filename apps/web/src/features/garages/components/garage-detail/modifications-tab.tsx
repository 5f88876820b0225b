import type { GarageDetail } from '@garaj/shared';
import { CalendarDays, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCurrency, formatDate } from '@/lib/format';
import { BuildTimeline } from '../build-log/build-timeline';
import { ModificationBuildFacts } from '../build-log/modification-build-facts';

/** Modifications tab: the build timeline, then the garage's list of modifications, newest installation first. */
export function ModificationsTab({ garage }: { garage: GarageDetail }) {
  const { t } = useTranslation('garages');
  const editAction = garage.isMine ? (
    <Button asChild variant="outline">
      <Link to={`/edit-garage/${garage.id}`}>{t('modifications.add')}</Link>
    </Button>
  ) : null;

  if (garage.modifications.length === 0) {
    return <EmptyState icon={Wrench} headingLevel={3} title={t('modifications.empty')} action={editAction} />;
  }

  return (
    <div className="grid gap-4">
      <BuildTimeline garage={garage} />
      <ul className="grid gap-3">
        {garage.modifications.map((mod) => (
          <li key={mod.id} className="rounded-xl border bg-card p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold break-words">{mod.title}</h3>
                {mod.brand ? <p className="text-sm text-muted-foreground break-words">{mod.brand}</p> : null}
              </div>
              <Badge variant="secondary">{t(`modCategory.${mod.category}`, { defaultValue: mod.category })}</Badge>
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="text-muted-foreground">{t('modifications.cost')}:</dt>
                <dd className="font-medium">
                  {mod.cost === null ? t('detail.notSpecified') : formatCurrency(mod.cost)}
                </dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="text-muted-foreground">
                  <CalendarDays className="inline size-4" aria-hidden="true" /> {t('modifications.date')}:
                </dt>
                <dd>
                  {mod.installedOn ? (
                    <time dateTime={mod.installedOn}>{formatDate(mod.installedOn, 'long')}</time>
                  ) : (
                    t('detail.notSpecified')
                  )}
                </dd>
              </div>
            </dl>
            <ModificationBuildFacts modification={mod} />
            {mod.note ? <p className="mt-2 text-sm whitespace-pre-line break-words text-muted-foreground">{mod.note}</p> : null}
          </li>
        ))}
      </ul>
      {editAction ? <div>{editAction}</div> : null}
    </div>
  );
}
