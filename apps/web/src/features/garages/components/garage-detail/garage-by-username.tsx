import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { useLatestGarage } from '../../api/get-latest-garage';
import { GarageDetailSkeleton, GarageLoadError, isGarageMissing } from './garage-detail-states';
import { GarageDetailView } from './garage-detail-view';
import { GarageNotFound } from './garage-not-found';

/**
 * /garaj/{username}: the member's newest garage, with links to their others. An unknown member
 * leads back to /garages with 'Kullanıcı bulunamadı.'.
 */
export function GarageByUsername({ username }: { username: string }) {
  const { t } = useTranslation(['garages', 'errors', 'common']);
  const navigate = useNavigate();
  const { data, error, isPending, refetch } = useLatestGarage(username);
  const unknownUser = isApiError(error) && error.code === 'USER_NOT_FOUND';
  const redirected = useRef(false);

  useEffect(() => {
    if (!unknownUser || redirected.current) return;
    redirected.current = true;
    toast.error(t('common:status.error'), { description: t('errors:USER_NOT_FOUND') });
    void navigate('/garages', { replace: true });
  }, [unknownUser, navigate, t]);

  if (isPending || unknownUser) return <GarageDetailSkeleton />;
  if (error) return isGarageMissing(error) ? <GarageNotFound /> : <GarageLoadError onRetry={() => void refetch()} />;
  return <GarageDetailView garage={data} showOwnerGarages />;
}
