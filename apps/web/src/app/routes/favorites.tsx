import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FavoritePostsList } from '@/features/blog/components/favorite-posts-list';
import { GarageGridSkeleton } from '@/features/garages/components/garage-card-skeleton';
import { FavoritesList } from '@/features/garages/components/favorites-list';
import { LoginRequired } from '@/features/garages/components/login-required';
import { useCurrentUser } from '@/lib/session';

type Tab = 'garages' | 'posts';

/**
 * `/favorites`: the member's favorite garages and blog posts (a favorite holds a garage or a
 * post), one tab each; `?tab=posts` opens the posts.
 */
export function Component() {
  const { t } = useTranslation(['garages', 'blog']);
  const { user, isPending } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'posts' ? 'posts' : 'garages';

  const title = <PageTitle title={t('favorites.title')} noIndex />;
  if (!user && !isPending) {
    return (
      <>
        {title}
        <LoginRequired />
      </>
    );
  }

  const onTab = (next: string) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'posts') params.set('tab', 'posts');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      {title}
      <div>
        <h1 className="text-3xl font-bold">{t('favorites.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('blog:favorites.pageSubtitle')}</p>
      </div>
      {user ? (
        <Tabs value={tab} onValueChange={onTab} className="grid gap-6">
          <TabsList className="w-fit">
            <TabsTrigger value="garages">{t('blog:favorites.garagesTab')}</TabsTrigger>
            <TabsTrigger value="posts">{t('blog:favorites.postsTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="garages">
            <FavoritesList />
          </TabsContent>
          <TabsContent value="posts">
            <FavoritePostsList headingLevel={2} />
          </TabsContent>
        </Tabs>
      ) : (
        <GarageGridSkeleton count={3} />
      )}
    </div>
  );
}
