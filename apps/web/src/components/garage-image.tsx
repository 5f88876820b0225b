import { useState } from 'react';
import type { ImageView, VehicleType } from '@garaj/shared';
import { Bike, CarFront } from 'lucide-react';
import { StoredImg } from '@/components/cover-image';
import { cn } from '@/lib/utils';

interface GarageImageProps {
  image: ImageView | null;
  alt: string;
  /** `sizes` for the srcset; defaults to a three-column grid. */
  sizes?: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  vehicleType?: VehicleType;
  className?: string;
}

const DEFAULT_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A garage photo with its WebP `srcset`, intrinsic size (no layout shift) and lazy loading.
 * Without a photo (or when it fails to load) it shows a neutral car/motorcycle placeholder.
 */
export function GarageImage({ image, alt, sizes = DEFAULT_SIZES, priority = false, vehicleType, className }: GarageImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!image || failedUrl === image.url) {
    const Icon = vehicleType === 'motorcycle' ? Bike : CarFront;
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-slate-200 to-slate-300 text-slate-500 dark:from-slate-800 dark:to-slate-900 dark:text-slate-400',
          className,
        )}
      >
        <Icon className="size-1/4 max-h-20 max-w-20" aria-hidden="true" strokeWidth={1.5} />
      </div>
    );
  }
  return <StoredImg image={image} alt={alt} sizes={sizes} priority={priority} fallbackHeight={800} onError={() => setFailedUrl(image.url)} className={className} />;
}
