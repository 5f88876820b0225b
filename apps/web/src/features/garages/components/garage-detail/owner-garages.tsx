import type { GarageDetail } from '@garaj/shared';
import { Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /garaj/{username}: the owner's other garages (newest first), each a link to its detail. */
export function OwnerGarages({ garage }: { garage: GarageDetail }) {
  const { t } = useTranslation('garages');
  const others = garage.ownerGarages.filter((g) => g.id !== garage.id);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="owner-garages-title" className="rounded-xl border bg-card p-4 sm:p-5">
      <h2 id="owner-garages-title" className="mb-3 font-semibold">
        {t('detail.ownerGarages', { username: garage.owner.username || t('card.anonymous') })}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {others.map((g) => (
          <li key={g.id}>
            <Link
              to={`/garage/${g.id}`}
              className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Warehouse className="size-4" aria-hidden="true" />
              {g.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
