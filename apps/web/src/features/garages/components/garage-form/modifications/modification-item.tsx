import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MODIFICATION_CATEGORIES, type Modification } from '@garaj/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { formatCurrency, formatDate } from '@/lib/format';
import { useDeleteModification } from '../../../api/delete-modification';

const isKnownCategory = (category: string) =>
  (MODIFICATION_CATEGORIES as readonly string[]).includes(category);

/** One modification with edit and delete (after confirmation). */
export function ModificationItem({
  modification,
  onEdit,
}: {
  modification: Modification;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['garageForm', 'common', 'errors']);
  const deleteModification = useDeleteModification();
  const { title, category, brand, cost, installedOn, note } = modification;

  const remove = () =>
    deleteModification.mutate(
      { id: modification.id, garageId: modification.garageId },
      {
        onSuccess: () => toast.success(t('mods.deleted')),
        onError: (error) =>
          toast.error(t('mods.deleteError'), { description: getErrorMessage(error, t) }),
      },
    );

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
        {note ? <p className="text-sm break-words whitespace-pre-line">{note}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('mods.editOne', { title })}
        >
          <Pencil aria-hidden="true" />
          {t('common:actions.edit')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={deleteModification.isPending}
              aria-label={t('mods.deleteOne', { title })}
            >
              <Trash2 aria-hidden="true" />
              {t('common:actions.delete')}
            </Button>
          }
          title={t('mods.deleteTitle')}
          description={t('mods.deleteMessage')}
          cancelLabel={t('common:actions.cancel')}
          confirmLabel={t('common:actions.delete')}
          onConfirm={remove}
        />
      </div>
    </li>
  );
}
