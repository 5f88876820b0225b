import type { ImageView } from '@garaj/shared';
import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

interface GalleryTabProps {
  photos: ImageView[];
  name: string;
  /** `opener` gets the focus back when the viewer closes. */
  onOpen: (index: number, opener: HTMLElement) => void;
}

/** All photos in a grid; a photo opens the lightbox. */
export function GalleryTab({ photos, name, onOpen }: GalleryTabProps) {
  const { t } = useTranslation('garages');
  if (photos.length === 0) return <EmptyState icon={Images} headingLevel={3} title={t('gallery.empty')} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.id ?? photo.url}>
          <button
            type="button"
            onClick={(event) => onOpen(index, event.currentTarget)}
            className="block w-full overflow-hidden rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <img
              src={photo.url}
              srcSet={photo.srcset ?? undefined}
              sizes={photo.srcset ? '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw' : undefined}
              width={photo.width ?? 640}
              height={photo.height ?? 400}
              loading="lazy"
              decoding="async"
              alt={t('gallery.openPhoto', { name, current: index + 1, total: photos.length })}
              className="aspect-[4/3] w-full bg-muted object-cover transition-transform hover:scale-105"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
