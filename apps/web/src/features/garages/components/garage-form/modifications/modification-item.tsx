import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MODIFICATION_CATEGORIES } from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatDate } from '@/lib/format';
import type { ModificationDraft } from '../garage-form-values';
import { ModificationBuildFacts } from '../../build-log/modification-build-facts';

const isKnownCategory = (category: string) =>
  (MODIFICATION_CATEGORIES as readonly string[]).includes(category);

/**
 * One modification of the garage form with edit and remove; both change the form only (saved
 * with the garage, undone by 'İptal'), so removing needs no confirmation.
 */
export function ModificationItem({
  modification,
  onEdit,
  onRemove,
}: {
  modification: ModificationDraft;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['garageForm', 'common']);
  const { title, category, brand, cost, installedOn, note } = modification;

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{title}</h3>
          <Badge variant="secondary">
            {isKnownCategory(category) ? t(`categories.${category}`) : category}
          </Badge>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {brand ? (
            <div className="flex gap-1">
              <dt>{t('mods.fields.brand')}:</dt>
              <dd className="break-words text-foreground">{brand}</dd>
            </div>
          ) : null}
          {cost !== null ? (
            <div className="flex gap-1">
              <dt>{t('mods.costLabel')}:</dt>
              <dd className="text-foreground">{formatCurrency(cost)}</dd>
            </div>
          ) : null}
          {installedOn ? (
            <div className="flex gap-1">
              <dt>{t('mods.fields.installedOn')}:</dt>
              <dd className="text-foreground">{formatDate(installedOn, 'medium')}</dd>
            </div>
          ) : null}
        </dl>
        <ModificationBuildFacts modification={modification} />
        {note ? <p className="text-sm break-words whitespace-pre-line">{note}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('mods.editOne', { title })}
        >
          <Pencil aria-hidden="true" />
          {t('common:actions.edit')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onRemove}
          aria-label={t('mods.removeOne', { title })}
        >
          <Trash2 aria-hidden="true" />
          {t('mods.remove')}
        </Button>
      </div>
    </li>
  );
}
