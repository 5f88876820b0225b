import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCombobox } from 'downshift';
import type { SearchSuggestion } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { useSuggestions } from '../api/get-suggestions';

/** Typing settles for this long (ms) before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

export interface HeaderSuggestBoxProps {
  /** Id of the input; the header's label for it has the id `${inputId}l` (it names the list too). */
  inputId: string;
  placeholder: string;
  /** The text in the box (kept by the header search, so nothing typed is lost when this box replaces the plain one). */
  value: string;
  onValueChange: (value: string) => void;
  /** After a chosen suggestion's page was opened (click, or Enter on the highlighted one). */
  onChosen: () => void;
  /** Focus the box when it appears: the plain box it replaces had the focus, which must not be lost. */
  takeFocus: boolean;
}

/**
 * The header search box with suggestions as one types (a WAI-ARIA combobox through downshift's
 * `useCombobox`): garages, members, posts and topics from GET /api/search/suggest, at most
 * eight, asked for {@link SUGGEST_DEBOUNCE_MS} after typing settles. ↓/↑ move through them,
 * Enter opens the highlighted one (with none highlighted Enter submits the search form), Escape
 * closes the list. The input keeps `name="q"`, so the form still submits the text as a search.
 * Loaded only when the header search is first used (app/layout/header-search.tsx).
 */
export function HeaderSuggestBox({ inputId, placeholder, value, onValueChange, onChosen, takeFocus }: HeaderSuggestBoxProps) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = value.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestions(debounced);
  const items = typed === '' ? [] : (data?.items ?? []);

  const { isOpen, highlightedIndex, closeMenu, getInputProps, getMenuProps, getItemProps } = useCombobox<SearchSuggestion>({
    items,
    inputId,
    labelId: `${inputId}l`,
    menuId: `${inputId}-suggestions`,
    getItemId: (index) => `${inputId}-suggestion-${index}`,
    inputValue: value,
    selectedItem: null,
    itemToString: (item) => item?.title ?? '',
    itemToKey: (item: SearchSuggestion | null) => (item ? `${item.type}:${item.id}` : ''),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onValueChange(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      void navigate(selectedItem.url);
      onChosen();
    },
  });

  // Only when the box appears: the plain box it replaced had the focus. A layout effect, so the
  // focus moves in the same task that removed the plain box: a key pressed meanwhile (Enter, a
  // letter) must not land on the page instead of the box.
  const focusOnMount = useRef(takeFocus);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount.current || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const open = isOpen && items.length > 0;

  // Enter with no suggestion highlighted submits the search form (downshift would swallow it
  // while its menu state is open, even with nothing shown); Escape closes the list and keeps the
  // text (a search input's native Escape would clear it).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as globalThis.KeyboardEvent & { preventDownshiftDefault?: boolean };
    if (event.key === 'Enter' && (!open || highlightedIndex < 0)) {
      native.preventDownshiftDefault = true;
      closeMenu();
    } else if (event.key === 'Escape' && isOpen) {
      native.preventDownshiftDefault = true;
      event.preventDefault();
      closeMenu();
    }
  };

  return (
    <>
      <Input
        {...getInputProps({ ref: inputRef, onKeyDown })}
        type="search"
        name="q"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-9 pr-10"
      />
      <ul
        {...getMenuProps()}
        hidden={!open}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-96 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {open
          ? items.map((item, index) => (
              <li
                key={`${item.type}:${item.id}`}
                {...getItemProps({ item, index })}
                className={cn('flex cursor-pointer flex-col rounded-sm px-2 py-1.5 text-sm', index === highlightedIndex && 'bg-accent text-accent-foreground')}
              >
                <span className="truncate font-medium">{item.title}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {item.detail ? t('search.suggestionMeta', { type: t(`search.types.${item.type}`), detail: item.detail }) : t(`search.types.${item.type}`)}
                </span>
              </li>
            ))
          : null}
      </ul>
    </>
  );
}
