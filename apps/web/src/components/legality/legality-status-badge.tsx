import type { LegalityStatus } from '@garaj/shared';
import { Ban, CircleCheck, FileText, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const LOOK: Record<LegalityStatus, { icon: LucideIcon; variant: NonNullable<BadgeProps['variant']> }> = {
  allowed: { icon: CircleCheck, variant: 'success' },
  project: { icon: FileText, variant: 'brand' },
  forbidden: { icon: Ban, variant: 'destructive' },
};

/**
 * A legality status as a badge: its name in words ("İzinli", "Tadilat projesi ve muayene
 * gerekir", "Yasak") with an icon — the colour is never the only sign. Labels: `legality:status`.
 */
export function LegalityStatusBadge({ status, className }: { status: LegalityStatus; className?: string }) {
  const { t } = useTranslation('legality');
  const { icon: Icon, variant } = LOOK[status];
  return (
    <Badge variant={variant} className={cn('whitespace-normal text-left', className)} data-status={status}>
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}
