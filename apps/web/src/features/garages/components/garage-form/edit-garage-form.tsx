import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { GarageDetail, GarageInput } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { useUpdateGarage } from '../../api/update-garage';
import { GarageForm } from './garage-form';

/** Edit a loaded garage: PUT, then the success toast and /my-garage. */
export function EditGarageForm({ garage }: { garage: GarageDetail }) {
  const { t } = useTranslation(['garageForm', 'common', 'errors']);
  const navigate = useNavigate();
  const updateGarage = useUpdateGarage();

  const submit = async (input: GarageInput) => {
    try {
      await updateGarage.mutateAsync({ id: garage.id, input });
    } catch (error) {
      toast.error(t('edit.error'), { description: getErrorMessage(error, t) });
      throw error;
    }
    toast.success(t('edit.success'));
    await navigate('/my-garage');
  };

  return (
    <GarageForm
      initial={garage}
      submitLabel={t('edit.submit')}
      submittingLabel={t('edit.submitting')}
      onSubmit={submit}
      secondaryAction={
        <Button
          asChild
          variant="outline"
          size="lg"
          aria-disabled={updateGarage.isPending || undefined}
        >
          <Link to="/my-garage">{t('common:actions.cancel')}</Link>
        </Button>
      }
    />
  );
}
