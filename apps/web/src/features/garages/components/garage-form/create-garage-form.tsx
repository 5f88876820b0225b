import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { GarageInput } from '@garaj/shared';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { useCreateGarage } from '../../api/create-garage';
import { GarageForm } from './garage-form';

/** New garage: POST, then the success toast and /my-garage. */
export function CreateGarageForm() {
  const { t } = useTranslation(['garageForm', 'errors']);
  const navigate = useNavigate();
  const createGarage = useCreateGarage();

  const submit = async (input: GarageInput) => {
    const kind = input.vehicleType === 'motorcycle' ? 'motorcycle' : 'car';
    try {
      await createGarage.mutateAsync(input);
    } catch (error) {
      // An answer from the server: its reason; anything else (offline, a bug): the "unexpected" text.
      const known = isApiError(error) && error.status > 0;
      toast.error(t(known ? `create.error.${kind}` : `create.unexpected.${kind}`), {
        description: getErrorMessage(error, t),
      });
      throw error;
    }
    toast.success(t(`create.success.${kind}`));
    await navigate('/my-garage');
  };

  return (
    <GarageForm
      submitLabel={t('create.submit')}
      submittingLabel={t('create.submitting')}
      onSubmit={submit}
    />
  );
}
