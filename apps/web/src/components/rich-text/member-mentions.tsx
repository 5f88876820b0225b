import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DirectoryCard } from '@garaj/shared';
import Mention from '@tiptap/extension-mention';
import { PluginKey } from '@tiptap/pm/state';
import { exitSuggestion, type SuggestionKeyDownProps, type SuggestionProps } from '@tiptap/suggestion';
import { MentionList } from '@/components/mention-list';
import { MENTION_QUERY, memberSuggestionsQuery } from '@/hooks/use-mention-suggestions';

/** The wait after the last key before the directory is asked (ms). */
const ASK_AFTER_MS = 200;

type MemberSuggestion = SuggestionProps<DirectoryCard, { id: string }>;
interface Menu {
  items: DirectoryCard[];
  active: number;
  choose: (member: DirectoryCard) => void;
  /** The editor's text, and closing the list there (the word typed stays). */
  dom: HTMLElement;
  close: () => void;
}

/**
 * `@username` suggestions in the rich-text editor (TipTap's Mention): while the word before the
 * caret is `@` and a few letters, the members whose name matches (the users directory, the same
 * query and cache as the textarea's hooks/use-mention-suggestions.ts) are listed under the
 * editor; arrows move through them, Enter or Tab puts the chosen member in the text, Escape
 * closes the list (only the list, also inside a dialog). A chosen member is written as `<span data-type="mention">@username</span>`: the server
 * drops the span and keeps the text, where it finds the `@username` it notifies.
 *
 * Returns the extension (give it to the editor), the editor's ARIA for the list it drives (the
 * active option as aria-activedescendant while the list shows) and the list to show under it.
 */
export function useMemberMentions(listId: string) {
  const queryClient = useQueryClient();
  const [menu, setMenu] = useState<Menu | null>(null);
  /** The menu as the editor's key handler sees it (it is created once). */
  const current = useRef<Menu | null>(null);
  const show = (next: Menu | null) => {
    current.current = next;
    setMenu(next);
  };

  const [pluginKey] = useState(() => new PluginKey('memberMentions'));
  const [extension] = useState(() =>
    Mention.configure({
      renderHTML: ({ node }) => ['span', { 'data-type': 'mention', 'data-id': String(node.attrs.id), class: 'font-medium text-primary' }, `@${String(node.attrs.id)}`],
      renderText: ({ node }) => `@${String(node.attrs.id)}`,
      suggestion: {
        pluginKey,
        char: '@',
        // After a space, a bracket or at the start of a line (as in the textarea).
        allowedPrefixes: [' ', '\u00a0', '('],
        minQueryLength: 1,
        debounce: ASK_AFTER_MS,
        items: async ({ query }): Promise<DirectoryCard[]> => (MENTION_QUERY.test(query) ? (await queryClient.fetchQuery(memberSuggestionsQuery(query))).items : []),
        render: () => {
          const update = (props: MemberSuggestion) => {
            // A choice replaces the `@partial` typed so far: the newest range, even while its members load.
            const choose = (member: DirectoryCard) => props.command({ id: member.username });
            if (props.loading) {
              if (current.current) show({ ...current.current, choose });
              return;
            }
            const { view } = props.editor;
            show(props.items.length ? { items: props.items, active: 0, choose, dom: view.dom, close: () => exitSuggestion(view, pluginKey) } : null);
          };
          return {
            onStart: update,
            onUpdate: update,
            onExit: () => show(null),
            onKeyDown: ({ event }: SuggestionKeyDownProps) => {
              const open = current.current;
              if (!open) return false;
              const { items, active } = open;
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                show({ ...open, active: (active + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length });
                return true;
              }
              if (event.key === 'Enter' || event.key === 'Tab') {
                open.choose(items[Math.min(active, items.length - 1)]!);
                return true;
              }
              return false;
            },
          };
        },
      },
    }),
  );

  // Escape closes the list before anything else hears it: a dialog around the editor stays open
  // (it listens on the document, and the editor ignores a key whose default was prevented).
  useEffect(() => {
    if (!menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Node) || !menu.dom.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      menu.close();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [menu]);

  const shown = menu !== null;
  const optionId = (index: number) => `${listId}-${index}`;
  return {
    extension,
    // A textbox takes no aria-expanded (ARIA): the list is announced through aria-controls and aria-activedescendant.
    attributes: {
      'aria-autocomplete': 'list',
      'aria-controls': shown ? listId : undefined,
      'aria-activedescendant': shown ? optionId(menu.active) : undefined,
    },
    list: menu ? <MentionList id={listId} items={menu.items} active={menu.active} optionId={optionId} onChoose={menu.choose} /> : null,
  };
}
