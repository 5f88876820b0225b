import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { searchHref } from '../hooks/use-search-params';

interface SearchFormProps {
  /** The query of the page's address (the box starts with it). */
  initialQuery: string;
}

/**
 * The search form: submits only a non-empty trimmed query, to `/search?q=…`.
 * A plain GET form, so it also works before the app is live (server-rendered page); with
 * JavaScript the router navigates instead, and a query empty after trimming is ignored.
 * Give it `key={query}` so it shows a query chosen elsewhere (popular button, header).
 */
export function SearchForm({ initialQuery }: SearchFormProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [value, setValue] = useState(initialQuery);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    void navigate(searchHref({ q }));
  };

  return (
    <form role="search" aria-label={t('form.label')} action="/search" method="get" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t('form.label')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('form.placeholder')}
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 pl-9"
        />
      </div>
      <Button type="submit" size="lg">
        {t('form.submit')}
      </Button>
    </form>
  );
}
