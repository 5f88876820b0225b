import type { ReactNode } from 'react';
import { Car } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GarageCard } from '@garaj/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/error-message';
import { useUserGarages } from '../api/get-user-garages';

interface UserGaragesProps {
  username: string;
  isMe: boolean;
  /**
   * Renders one garage card (the page passes the garages feature's card); `index` is its place
   * in the grid (0 = first, the one to load at once).
   */
  renderGarage: (garage: GarageCard, index: number) => ReactNode;
  /** Shown in the empty state of one's own profile (e.g. a 'create garage' link). */
  emptyAction?: ReactNode;
}

/** 'Garajlar' tab: the member's garages, newest first (GET /api/users/:username/garages). */
export function UserGarages({ username, isMe, renderGarage, emptyAction }: UserGaragesProps) {
  const { t } = useTranslation(['users', 'errors', 'common']);
  const garages = useUserGarages(username);

  if (garages.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{t('common:status.loading')}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/5] rounded-xl" />
        ))}
      </div>
    );
  }
  if (garages.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={t('users:garages.error')}
        message={getErrorMessage(garages.error, t)}
        onRetry={() => void garages.refetch()}
      />
    );
  }
  if (garages.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={Car}
        title={isMe ? t('users:garages.emptyMine') : t('users:garages.empty')}
        action={isMe ? emptyAction : undefined}
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {garages.data.map((garage, index) => (
        <li key={garage.id}>{renderGarage(garage, index)}</li>
      ))}
    </ul>
  );
}
