import { FeaturedGarages } from '@/features/garages/components/featured-garages';
import { Hero } from '@/features/home/components/hero';

/** `/`: hero with live figures and the featured garages (spec core §1, §4). */
export function Component() {
  return (
    <>
      <Hero />
      <FeaturedGarages />
    </>
  );
}
