import type { CompetitionStatus } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const VARIANT = { active: 'success', upcoming: 'secondary', ended: 'outline' } as const;

/** 'Aktif' / 'Yakında' / 'Sona Erdi' (Competition status). */
export function CompetitionStatusBadge({ status, className }: { status: CompetitionStatus; className?: string }) {
  const { t } = useTranslation('competitions');
  return (
    <Badge variant={VARIANT[status]} className={className}>
      {t(`status.${status}`)}
    </Badge>
  );
}
