import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { IntentFailure } from '@/components/intent-failure';
import { IntentForm } from '@/components/intent-form';
import { Button } from '@/components/ui/button';
import { failureText, intentFailure } from '@/lib/page-intent';
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

/**
 * Heart toggle, filled when favorited. Visitors get the 'Giriş Gerekli' toast. A form posted to
 * the garage's page route (intent `favorite`) before the script runs (or without it): the page
 * comes back with the heart filled, a visitor goes to the sign-in page.
 */
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
  const failure = failureText(intentFailure(useActionData(), 'favorite', garage.id), t);

  return (
    <IntentForm
      action={`/garage/${encodeURIComponent(garage.id)}`}
      intent="favorite"
      fields={{ target: garage.id, favorited: String(!garage.favoritedByMe) }}
      onSubmit={() => {
        if (!isPending) toggle(garage);
      }}
      // On a photo the button is placed by `className` (absolute): the wrappers take no box.
      className={variant === 'overlay' ? 'contents' : 'inline-flex flex-wrap items-center gap-2'}
    >
      <span id={`favorite-${garage.id}`} className={variant === 'overlay' ? 'contents' : 'inline-flex'}>
        <Button
          type="submit"
          variant={variant === 'overlay' ? 'secondary' : 'outline'}
          size={showLabel ? 'sm' : variant === 'overlay' ? 'icon-sm' : 'icon'}
          aria-pressed={garage.favoritedByMe}
          aria-label={showLabel ? undefined : `${label}: ${garage.name}`}
          aria-busy={isPending || undefined}
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
      </span>
      <IntentFailure text={failure} />
    </IntentForm>
  );
}
