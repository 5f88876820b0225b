import { useState } from 'react';
import type { ImageView } from '@garaj/shared';
import { Newspaper } from 'lucide-react';
import { cn } from '@/lib/utils';

interface BlogImageProps {
  image: ImageView | null;
  alt: string;
  /** `sizes` for the srcset; defaults to a three-column grid. */
  sizes?: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  className?: string;
}

const DEFAULT_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A post's cover with its WebP `srcset`, intrinsic size (no layout shift) and lazy loading;
 * without one (or when it fails to load) a neutral placeholder. `alt=""`: decorative (next to
 * the post's title), hidden from assistive technology.
 */
export function BlogImage({ image, alt, sizes = DEFAULT_SIZES, priority = false, className }: BlogImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!image || failedUrl === image.url) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-slate-200 to-slate-300 text-slate-500 dark:from-slate-800 dark:to-slate-900 dark:text-slate-400',
          className,
        )}
      >
        <Newspaper className="size-1/4 max-h-16 max-w-16" aria-hidden="true" strokeWidth={1.5} />
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
