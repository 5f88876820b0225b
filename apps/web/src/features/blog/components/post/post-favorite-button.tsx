import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActionData, useLocation } from 'react-router';
import { IntentFailure } from '@/components/intent-failure';
import { useMemberAction } from '@/hooks/use-member-action';
import { IntentForm } from '@/components/intent-form';
import { Button } from '@/components/ui/button';
import { failureText, intentFailure } from '@/lib/page-intent';
import { cn } from '@/lib/utils';
import { useTogglePostFavorite } from '../../hooks/use-toggle-post-favorite';

/**
 * Adds the post to the member's favorites (`/favorites`); visitors get the 'Giriş Gerekli' toast.
 * A form posted to the post's page (intent `favorite`) before the script runs (or without it).
 */
export function PostFavoriteButton({ postId, favorited }: { postId: string; favorited: boolean }) {
  const { t } = useTranslation('blog');
  const { mutate, isPending } = useTogglePostFavorite();
  const { pathname } = useLocation();
  const failure = failureText(intentFailure(useActionData(), 'favorite', postId), t);
  const onClick = useMemberAction(isPending, { title: t('loginRequired.title'), description: t('favorite.loginHint') }, () =>
    mutate({ postId, favorited: !favorited }),
  );
  return (
    <IntentForm
      action={pathname}
      intent="favorite"
      fields={{ target: postId, favorited: String(!favorited) }}
      onSubmit={onClick}
      className="inline-flex flex-wrap items-center gap-2"
    >
      <Button type="submit" id={`favorite-${postId}`} variant="outline" aria-pressed={favorited} aria-busy={isPending || undefined}>
        <Bookmark className={cn(favorited && 'fill-current text-primary')} aria-hidden="true" />
        <span className="hidden sm:inline">{favorited ? t('favorite.remove') : t('favorite.add')}</span>
        <span className="sr-only sm:hidden">{favorited ? t('favorite.remove') : t('favorite.add')}</span>
      </Button>
      <IntentFailure text={failure} />
    </IntentForm>
  );
}
