import { useState } from 'react';
import type { EventCategory, ImageView } from '@garaj/shared';
import { Bike, CalendarDays, Car, Flame, Zap, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const CATEGORY_ICONS: Record<EventCategory, LucideIcon> = { drift: Flame, jdm: Zap, classic: Car, motorcycle: Bike };
const CATEGORY_GRADIENTS: Record<EventCategory, string> = {
  drift: 'from-orange-500 to-red-600',
  jdm: 'from-sky-500 to-indigo-600',
  classic: 'from-amber-500 to-yellow-700',
  motorcycle: 'from-emerald-500 to-teal-700',
};

/**
 * An event's image with its WebP `srcset` and intrinsic size; without one (or when it fails), a
 * gradient with the category's icon. Decorative next to the title unless `alt` is given.
 */
export function EventImage({ image, category, alt = '', sizes, priority = false, className }: {
  image: ImageView | null;
  category: EventCategory;
  alt?: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!image || failedUrl === image.url) {
    const Icon = CATEGORY_ICONS[category] ?? CalendarDays;
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn('flex items-center justify-center bg-gradient-to-br text-white/85', CATEGORY_GRADIENTS[category] ?? 'from-slate-500 to-slate-700', className)}
      >
        <Icon className="size-1/4 max-h-14 max-w-14" aria-hidden="true" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      srcSet={image.srcset ?? undefined}
      sizes={sizes ?? '(min-width: 1024px) 40vw, 100vw'}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedUrl(image.url)}
      className={cn('object-cover', className)}
    />
  );
}
