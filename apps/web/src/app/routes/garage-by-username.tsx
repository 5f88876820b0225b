import { useParams } from 'react-router';
import { GarageByUsername } from '@/features/garages/components/garage-detail/garage-by-username';

/** `/garaj/:username`: the member's newest garage, same screen as the detail. */
export function Component() {
  const { username = '' } = useParams();
  return <GarageByUsername key={username} username={username} />;
}
