import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { loginPath } from '@/lib/next-path';
import { useGarageForEdit } from '../../api/get-garage-for-edit';
import { EditGarageForm } from './edit-garage-form';

/** Where a refused load of `/edit-garage/{id}` sends the member, and what it tells them. */
function refusal(error: unknown, id: string): { to: string; message: string } | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return { to: loginPath(`/edit-garage/${id}`), message: 'errors:UNAUTHENTICATED' };
  // Only the owner edits: a non-owner (or a garage that does not exist) goes back to /my-garage.
  if ([400, 403, 404].includes(error.status))
    return { to: '/my-garage', message: 'garageForm:edit.forbidden' };
  return null;
}

/**
 * Loads the owner's garage (GET /api/garages/:id/edit), then shows the form (its modifications
 * are part of it and saved with it). Loading: spinner; refused: toast + redirect; other failures: retry.
 */
export function EditGarage({ id }: { id: string }) {
  const { t } = useTranslation(['garageForm', 'errors']);
  const navigate = useNavigate();
  const query = useGarageForEdit(id);
  const refused = query.isError ? refusal(query.error, id) : null;
  const refusedTo = refused?.to;
  const refusedMessage = refused?.message;

  useEffect(() => {
    if (!refusedTo || !refusedMessage) return;
    toast.error(t(refusedMessage), { id: 'garage-edit-refused' }); // one toast, even if run twice
    void navigate(refusedTo, { replace: true });
  }, [refusedTo, refusedMessage, navigate, t]);

  if (query.isPending || refused) return <PageSpinner label={t('edit.loading')} />;
  if (query.isError) {
    return <ErrorState message={t('edit.loadError')} onRetry={() => void query.refetch()} />;
  }
  const garage = query.data;
  return <EditGarageForm garage={garage} />;
}
