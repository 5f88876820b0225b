import { useEffect, useState, type FormEvent } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box kept in step with a query in the address (`?q=`): typing commits after
 * `delayMs` of quiet, Enter commits at once, and a change of the address from outside (back
 * button, a 'clear search' link) shows up in the box. `commit` should be stable (useCallback).
 */
export function useSearchInput(urlQuery: string, commit: (query: string) => void, delayMs: number) {
  const [value, setValue] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    if (urlQuery.trim() !== value.trim()) setValue(urlQuery);
  }

  const debounced = useDebouncedValue(value, delayMs);
  useEffect(() => {
    // Only once typing has settled, so an outside change is not overwritten by a stale value.
    if (debounced === value && debounced.trim() !== urlQuery.trim()) commit(debounced);
  }, [debounced, value, urlQuery, commit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(value);
  };
  return { value, setValue, submit };
}
