import { useState } from 'react';
import type { ImageView } from '@garaj/shared';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface CoverImageProps {
  image: ImageView | null;
  /** '' when decorative (next to the title): hidden from assistive technology. */
  alt: string;
  /** `sizes` for the srcset; defaults to a three-column grid. */
  sizes?: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  className?: string;
}

const DEFAULT_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * An uploaded image (a post's cover, a competition's or an event's) with its WebP `srcset` and
 * intrinsic size (no layout shift), lazy below the fold; without one, or when it fails to load,
 * a placeholder: `icon` on the `placeholderClassName` background (colours and gradient).
 */
export function CoverImage({
  image,
  alt,
  sizes = DEFAULT_SIZES,
  priority = false,
  className,
  icon: Icon,
  placeholderClassName,
}: CoverImageProps & { icon: LucideIcon; placeholderClassName: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!image || failedUrl === image.url) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn('flex items-center justify-center bg-gradient-to-br', placeholderClassName, className)}
      >
        <Icon className="size-1/4 max-h-16 max-w-16" aria-hidden="true" strokeWidth={1.5} />
      </div>
    );
  }
  return <StoredImg image={image} alt={alt} sizes={sizes} priority={priority} fallbackHeight={720} onError={() => setFailedUrl(image.url)} className={className} />;
}

/**
 * The `<img>` of an uploaded image: its WebP `srcset` (with `sizes`), its intrinsic size (1280 ×
 * `fallbackHeight` when unknown), lazy unless `priority`, and `onError` when it fails to load.
 */
export function StoredImg({
  image,
  alt,
  sizes,
  priority,
  fallbackHeight,
  onError,
  className,
}: { image: ImageView; alt: string; sizes: string; priority: boolean; fallbackHeight: number; onError: () => void; className?: string }) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width ?? 1280}
      height={image.height ?? fallbackHeight}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={onError}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
