import { useParams } from 'react-router';
import { GarageById } from '@/features/garages/components/garage-detail/garage-by-id';

/** `/garage/:id`. */
export function Component() {
  const { id = '' } = useParams();
  return <GarageById key={id} id={id} />;
}
