import type { KeyboardEvent, RefObject } from 'react';
import type { ImageView } from '@garaj/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface PhotoLightboxProps {
  photos: ImageView[];
  title: string;
  /** Open photo; null = closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Gets the focus when the viewer closes (the thumbnail that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Full-size photo viewer with previous/next buttons and ← → keys. */
export function PhotoLightbox({ photos, title, index, onIndexChange, returnFocusRef }: PhotoLightboxProps) {
  const { t } = useTranslation(['garages', 'common']);
  const count = photos.length;
  const current = index === null ? null : photos[index];
  const go = (step: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog open={current != null} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent
        className="max-w-5xl gap-3 p-3 sm:p-4"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          const opener = returnFocusRef?.current;
          if (!opener?.isConnected) return; // Radix's own choice
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogTitle className="pr-10 text-base">{title}</DialogTitle>
        <DialogDescription aria-live="polite">
          {index === null ? '' : t('garages:gallery.position', { current: index + 1, total: count })}
        </DialogDescription>
        {current ? (
          <div className="relative flex items-center justify-center overflow-hidden rounded-md bg-black">
            <img
              src={current.url}
              srcSet={current.srcset ?? undefined}
              sizes={current.srcset ? '(min-width: 1024px) 1000px, 100vw' : undefined}
              width={current.width ?? 1280}
              height={current.height ?? 800}
              alt={t('garages:gallery.photoAlt', { name: title, current: (index ?? 0) + 1, total: count })}
              className="max-h-[70dvh] w-auto object-contain"
            />
            {count > 1 ? (
              <>
                <Button
                  variant="secondary"
                  size="icon"
                  onClick={() => go(-1)}
                  aria-label={t('common:actions.previous')}
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full opacity-90"
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <Button
                  variant="secondary"
                  size="icon"
                  onClick={() => go(1)}
                  aria-label={t('common:actions.next')}
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full opacity-90"
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
