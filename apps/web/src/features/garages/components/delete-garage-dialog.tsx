import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteGarage } from '../api/delete-garage';

/** Delete button with its confirmation ('Garajı Sil', İptal / Sil). */
export function DeleteGarageDialog({ garageId, garageName }: { garageId: string; garageName: string }) {
  const { t } = useTranslation(['garages', 'common']);
  const deleteGarage = useDeleteGarage();

  // mutateAsync: the toast still shows after the garage left the list (and this unmounted).
  const onConfirm = () =>
    deleteGarage.mutateAsync(garageId).then(
      () => toast.success(t('garages:delete.success')),
      () => toast.error(t('common:status.error'), { description: t('garages:delete.error') }),
    );

  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" size="sm" disabled={deleteGarage.isPending}>
          <Trash2 aria-hidden="true" />
          {t('garages:delete.button')}
          <span className="sr-only">: {garageName}</span>
        </Button>
      }
      title={t('garages:delete.title')}
      description={t('garages:delete.text')}
      cancelLabel={t('garages:delete.cancel')}
      confirmLabel={t('garages:delete.confirm')}
      onConfirm={() => void onConfirm()}
    />
  );
}
