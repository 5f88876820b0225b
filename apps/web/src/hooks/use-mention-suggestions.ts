import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi, type DirectoryCard } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** Members suggested at once, and the wait after the last key before asking (ms). */
export const MENTION_SUGGESTIONS = 5;
const ASK_AFTER_MS = 200;

/** What may follow `@` in a mention being typed: letters, digits, `_` and `.` (1–30). */
export const MENTION_QUERY = /^[\p{L}\p{N}_.]{1,30}$/u;

/**
 * The members whose name matches `query` (the users directory's search, most followed first),
 * {@link MENTION_SUGGESTIONS} at most: one cache entry per query, shared by the textarea's
 * suggestions below and the rich-text editor's (components/rich-text/member-mentions.tsx).
 */
export function memberSuggestionsQuery(query: string) {
  return queryOptions({
    queryKey: ['mention-suggestions', query],
    queryFn: ({ signal }) => apiFetch(usersApi.getUsers, { query: { q: query, sort: 'followers', limit: MENTION_SUGGESTIONS }, signal }),
    staleTime: 60_000,
  });
}

/** `@partial` ending at the caret (after a space, a bracket or the start): its start and text. */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[\s(])@([\p{L}\p{N}_.]{1,30})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/**
 * `@username` suggestions for a textarea: while the word at the caret starts with `@`, the
 * members whose name matches (the users directory's search, most followed first) after a short
 * pause; arrows move through them, Enter or Tab puts the chosen `@username ` in the text, Escape
 * closes. Returns what the list needs and the textarea's `onKeyDown`, `onSelect` and ARIA props.
 */
export function useMentionSuggestions(ref: RefObject<HTMLTextAreaElement | null>, text: string, setText: (text: string) => void, listId: string) {
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const mention = mentionAtCaret(text, caret);
  const [query, setQuery] = useState<string | null>(null);

  useEffect(() => {
    const next = mention?.query ?? null;
    const timer = setTimeout(() => setQuery(next), next ? ASK_AFTER_MS : 0);
    return () => clearTimeout(timer);
  }, [mention?.query]);

  const open = Boolean(mention && query && mention.query === query && dismissed !== `${mention.start}:${query}`);
  const members = useQuery({ ...memberSuggestionsQuery(query ?? ''), enabled: open, select: (page) => page.items });
  const items: DirectoryCard[] = open ? (members.data ?? []) : [];
  const shown = items.length > 0;

  const choose = (member: DirectoryCard) => {
    if (!mention) return;
    const before = text.slice(0, mention.start);
    const after = text.slice(caret).replace(/^[\p{L}\p{N}_.]*/u, '');
    const inserted = `@${member.username} `;
    setText(before + inserted + after);
    const position = before.length + inserted.length;
    setCaret(position);
    setActive(0);
    requestAnimationFrame(() => ref.current?.setSelectionRange(position, position));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(items[Math.min(active, items.length - 1)]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(`${mention!.start}:${query}`);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return {
    items,
    active: Math.min(active, Math.max(items.length - 1, 0)),
    choose,
    optionId,
    textareaProps: {
      onKeyDown,
      onSelect: () => setCaret(ref.current?.selectionStart ?? 0),
      'aria-autocomplete': 'list' as const,
      'aria-expanded': shown,
      'aria-controls': shown ? listId : undefined,
      'aria-activedescendant': shown ? optionId(Math.min(active, items.length - 1)) : undefined,
    },
  };
}
