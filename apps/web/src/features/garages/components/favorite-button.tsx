import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useToggleFavorite, type FavoriteToastStyle } from '../hooks/use-toggle-favorite';

interface FavoriteButtonProps {
  garage: { id: string; name: string; favoritedByMe: boolean };
  toastStyle?: FavoriteToastStyle;
  /** `overlay`: a round button on top of a photo; `outline`: next to other actions. */
  variant?: 'overlay' | 'outline';
  /** Show the text label next to the heart. */
  showLabel?: boolean;
  className?: string;
}

/** Heart toggle, filled when favorited. Visitors get the 'Giriş Gerekli' toast. */
export function FavoriteButton({
  garage,
  toastStyle,
  variant = 'overlay',
  showLabel = false,
  className,
}: FavoriteButtonProps) {
  const { t } = useTranslation('garages');
  const { toggle, isPending } = useToggleFavorite({ toastStyle });
  const label = garage.favoritedByMe ? t('favorite.remove') : t('favorite.add');

  return (
    <Button
      variant={variant === 'overlay' ? 'secondary' : 'outline'}
      size={showLabel ? 'sm' : variant === 'overlay' ? 'icon-sm' : 'icon'}
      aria-pressed={garage.favoritedByMe}
      aria-label={showLabel ? undefined : `${label}: ${garage.name}`}
      aria-busy={isPending || undefined}
      onClick={() => {
        if (!isPending) toggle(garage);
      }}
      className={cn(
        variant === 'overlay' && 'rounded-full bg-background/90 shadow-md backdrop-blur hover:bg-background',
        className,
      )}
    >
      <Heart
        className={cn(garage.favoritedByMe && 'fill-red-500 text-red-500 dark:fill-red-400 dark:text-red-400')}
        aria-hidden="true"
      />
      {showLabel ? <span>{label}</span> : null}
    </Button>
  );
}
