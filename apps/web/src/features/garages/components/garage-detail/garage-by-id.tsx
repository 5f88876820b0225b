import { useGarage } from '../../api/get-garage';
import { GarageDetailSkeleton, GarageLoadError, isGarageMissing } from './garage-detail-states';
import { GarageDetailView } from './garage-detail-view';
import { GarageNotFound } from './garage-not-found';

/** /garage/{id}. */
export function GarageById({ id }: { id: string }) {
  const { data, error, isPending, refetch } = useGarage(id);
  if (isPending) return <GarageDetailSkeleton />;
  if (error) return isGarageMissing(error) ? <GarageNotFound /> : <GarageLoadError onRetry={() => void refetch()} />;
  return <GarageDetailView garage={data} />;
}
