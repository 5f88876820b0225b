import { useTranslation } from 'react-i18next';
import type { MaintenanceStatus } from '@garaj/shared';
import { cn } from '@/lib/utils';

const STYLES: Record<MaintenanceStatus, string> = {
  upcoming: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  due: 'border-amber-600/30 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  overdue: 'border-red-600/30 bg-red-500/10 text-red-700 dark:text-red-300',
  completed: 'border-border bg-muted text-muted-foreground',
};

/** 'Yaklaşan' / 'Vadesi Geldi' / 'Gecikmiş' / 'Tamamlandı'. */
export function MaintenanceStatusBadge({ status, className }: { status: MaintenanceStatus; className?: string }) {
  const { t } = useTranslation('maintenance');
  return (
    <span className={cn('inline-flex w-fit shrink-0 items-center rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', STYLES[status], className)}>
      {t(`status.${status}`)}
    </span>
  );
}
