import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useTogglePostFavorite } from '../../hooks/use-toggle-post-favorite';

/** Adds the post to the member's favorites (`/favorites`); visitors get the 'Giriş Gerekli' toast. */
export function PostFavoriteButton({ postId, favorited }: { postId: string; favorited: boolean }) {
  const { t } = useTranslation('blog');
  const { user, isPending: sessionPending } = useCurrentUser();
  const { mutate, isPending } = useTogglePostFavorite();
  const onClick = () => {
    if (sessionPending || isPending) return;
    if (!user) {
      toast.error(t('loginRequired.title'), { description: t('favorite.loginHint') });
      return;
    }
    mutate({ postId, favorited: !favorited });
  };
  return (
    <Button variant="outline" aria-pressed={favorited} aria-busy={isPending || undefined} onClick={onClick}>
      <Bookmark className={cn(favorited && 'fill-current text-primary')} aria-hidden="true" />
      <span className="hidden sm:inline">{favorited ? t('favorite.remove') : t('favorite.add')}</span>
      <span className="sr-only sm:hidden">{favorited ? t('favorite.remove') : t('favorite.add')}</span>
    </Button>
  );
}
