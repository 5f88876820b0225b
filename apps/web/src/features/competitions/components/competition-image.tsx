import { useState } from 'react';
import type { ImageView } from '@garaj/shared';
import { Trophy } from 'lucide-react';
import { cn } from '@/lib/utils';

interface CompetitionImageProps {
  image: ImageView | null;
  /** '' when decorative (next to the title). */
  alt: string;
  sizes?: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  className?: string;
}

const DEFAULT_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A competition's (or an entry's garage's) image with its WebP `srcset` and intrinsic size (no
 * layout shift), lazy below the fold; a neutral placeholder without one or when it fails.
 */
export function CompetitionImage({ image, alt, sizes = DEFAULT_SIZES, priority = false, className }: CompetitionImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!image || failedUrl === image.url) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn('flex items-center justify-center bg-gradient-to-br from-amber-100 to-orange-200 text-amber-700 dark:from-slate-800 dark:to-slate-900 dark:text-amber-400', className)}
      >
        <Trophy className="size-1/4 max-h-16 max-w-16" aria-hidden="true" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width ?? 1280}
      height={image.height ?? 720}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedUrl(image.url)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
