import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SearchInput } from '@/components/search-input';
import { SearchSubmitButton } from '@/components/search-submit-button';
import { Label } from '@/components/ui/label';
import { useSearchInput } from '@/hooks/use-search-input';
import { cn } from '@/lib/utils';
import { useTopicSearchParams } from '../hooks/use-topic-search-params';

const SEARCH_DELAY_MS = 400;

/**
 * Searches the topics of this page (forum home: all topics; a category: its topics) by title or
 * content, on the server. The text goes into the address (`?search=`): after a pause in typing,
 * or at once with Enter. Without JavaScript the form submits the same address.
 */
export function ForumSearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('forum');
  const id = useId();
  const { pathname } = useLocation();
  const { rawSearch, setSearch } = useTopicSearchParams();
  const { value, setValue, submit } = useSearchInput(rawSearch, setSearch, SEARCH_DELAY_MS);

  return (
    <form role="search" aria-label={t('search.label')} action={pathname} method="get" onSubmit={submit} className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={`${id}-search`} className="sr-only">
        {t('search.label')}
      </Label>
      <div className="flex gap-2">
        <SearchInput id={`${id}-search`} name="search" value={value} onValueChange={setValue} placeholder={t('search.placeholder')} />
        <SearchSubmitButton />
      </div>
    </form>
  );
}
