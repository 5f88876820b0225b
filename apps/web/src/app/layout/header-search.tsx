import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HeaderSuggestBox } from '@/features/search/components/header-suggest-box';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { searchPath } from './nav-items';

type SuggestBox = typeof HeaderSuggestBox;

interface HeaderSearchProps {
  className?: string;
  /** Called after a search was submitted or a suggestion opened (the mobile menu closes itself). */
  onSearch?: () => void;
}

/**
 * On submit with non-empty trimmed text, go to the search page with the
 * URL-encoded query ({@link searchPath}) and clear the box; empty trimmed text is ignored.
 * Before the script runs (or without it) the same form is a GET to `/search?q=`.
 * Suggestions as one types live in a separate chunk (features/search HeaderSuggestBox), loaded
 * when the box is first pointed at or focused; it then replaces the plain box, keeping the text
 * and the focus. The first page's JavaScript carries only this form.
 */
export function HeaderSearch({ className, onSearch }: HeaderSearchProps) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [Box, setBox] = useState<SuggestBox>();
  const inputId = useId();
  const plainInput = useRef<HTMLInputElement>(null);

  // Text typed before the script ran is in the box but not in the state: take it over.
  useEffect(() => {
    const typed = plainInput.current?.value;
    if (typed) setQuery(typed);
  }, []);

  // Loaded once; a failed load leaves the plain box, and the next focus tries again.
  const loadSuggestions = () => {
    import('@/features/search/components/header-suggest-box').then((module) => setBox(() => module.HeaderSuggestBox), () => {});
  };

  const done = () => {
    setQuery('');
    onSearch?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box holds, as a native submission would send it (text typed before hydration too).
    const typed = new FormData(event.currentTarget).get('q');
    const trimmed = (typeof typed === 'string' ? typed : query).trim();
    if (!trimmed) return;
    void navigate(searchPath(trimmed));
    done();
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      method="get"
      action="/search"
      onSubmit={submit}
      onPointerEnter={loadSuggestions}
      className={cn('relative flex items-center', className)}
    >
      <label id={`${inputId}l`} htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      {Box ? (
        <Box
          inputId={inputId}
          placeholder={t('search.placeholder')}
          value={query}
          onValueChange={setQuery}
          onChosen={done}
          takeFocus={document.activeElement?.id === inputId}
        />
      ) : (
        <Input
          ref={plainInput}
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={loadSuggestions}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-9 pr-10"
        />
      )}
      <button
        type="submit"
        className="absolute right-0.5 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Search className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}
