import { useGarage } from '../../api/get-garage';
import { GarageDetailSkeleton, GarageLoadError, isGarageMissing } from './garage-detail-states';
import { GarageDetailView } from './garage-detail-view';
import { GarageNotFound } from './garage-not-found';

/** /garage/{id}; `missing`: the server found no such garage (its render shows the not-found screen). */
export function GarageById({ id, missing = false }: { id: string; missing?: boolean }) {
  const { data, error, isPending, refetch } = useGarage(id);
  if (missing && !data) return <GarageNotFound />;
  if (isPending) return <GarageDetailSkeleton />;
  if (error) return isGarageMissing(error) ? <GarageNotFound /> : <GarageLoadError onRetry={() => void refetch()} />;
  return <GarageDetailView garage={data} />;
}
