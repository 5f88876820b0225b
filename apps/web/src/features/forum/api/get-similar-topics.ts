import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchApi, type SimilarTopics } from '@garaj/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** Titles shorter than this (characters, trimmed) are not looked up: too little to compare. */
export const SIMILAR_TITLE_MIN = 8;
/** How long the title must stay unchanged before it is looked up (ms). */
export const SIMILAR_DEBOUNCE_MS = 400;

/** GET /api/search/similar-topics — at most five published topics sharing the title's words. */
export function getSimilarTopics(title: string, signal?: AbortSignal): Promise<SimilarTopics> {
  return apiFetch(searchApi.getSimilarTopics, { signal, query: { title } });
}

/**
 * Topics like the question `title` being typed: looked up once the title has stayed the same for
 * {@link SIMILAR_DEBOUNCE_MS} and holds at least {@link SIMILAR_TITLE_MIN} characters; the last
 * answer stays on screen while the next one loads. `items` is empty before that.
 */
export function useSimilarTopics(title: string) {
  const settled = useDebouncedValue(title.trim(), SIMILAR_DEBOUNCE_MS);
  const enabled = settled.length >= SIMILAR_TITLE_MIN;
  const query = useQuery({
    queryKey: forumKeys.similar(settled),
    queryFn: ({ signal }) => getSimilarTopics(settled, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return { items: enabled ? (query.data?.items ?? []) : [] };
}
