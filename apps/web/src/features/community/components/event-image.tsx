import type { EventCategory } from '@garaj/shared';
import { Bike, CalendarDays, Car, Flame, Zap, type LucideIcon } from 'lucide-react';
import { CoverImage, type CoverImageProps } from '@/components/cover-image';
import { cn } from '@/lib/utils';

const CATEGORY_ICONS: Record<EventCategory, LucideIcon> = { drift: Flame, jdm: Zap, classic: Car, motorcycle: Bike };
const CATEGORY_GRADIENTS: Record<EventCategory, string> = {
  drift: 'from-orange-500 to-red-600',
  jdm: 'from-sky-500 to-indigo-600',
  classic: 'from-amber-500 to-yellow-700',
  motorcycle: 'from-emerald-500 to-teal-700',
};

/**
 * An event's image (components/cover-image.tsx); without one, a gradient with the category's
 * icon. Decorative next to the title unless `alt` is given.
 */
export function EventImage({ category, alt = '', sizes = '(min-width: 1024px) 40vw, 100vw', ...props }: Omit<CoverImageProps, 'alt'> & { category: EventCategory; alt?: string }) {
  return (
    <CoverImage
      {...props}
      alt={alt}
      sizes={sizes}
      icon={CATEGORY_ICONS[category] ?? CalendarDays}
      placeholderClassName={cn('text-white/85', CATEGORY_GRADIENTS[category] ?? 'from-slate-500 to-slate-700')}
    />
  );
}
