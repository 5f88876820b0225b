import { CircleDot, Disc3, Droplet, Filter, Settings2, Wrench, type LucideIcon } from 'lucide-react';
import type { MaintenanceCategory } from '@garaj/shared';
import { cn } from '@/lib/utils';

/** One icon per category (oil, tire, filter, brake, general, other). */
export const CATEGORY_ICONS: Record<MaintenanceCategory, LucideIcon> = {
  oil: Droplet,
  tire: CircleDot,
  filter: Filter,
  brake: Disc3,
  general: Settings2,
  other: Wrench,
};

/** The category's icon in a tinted circle (decorative: the category name is written beside it). */
export function CategoryIcon({ category, className }: { category: MaintenanceCategory; className?: string }) {
  const Icon = CATEGORY_ICONS[category] ?? Wrench;
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary', className)} aria-hidden="true">
      <Icon className="size-5" />
    </span>
  );
}
