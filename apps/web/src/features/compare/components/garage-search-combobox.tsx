import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CompareSuggestion } from '@garaj/shared';
import { LoaderCircle, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { GarageImage } from '@/components/garage-image';
import { useCompareSuggestions } from '../api/get-compare-suggestions';

/** Typing settles for this long (ms) before the suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 250;

interface GarageSearchComboboxProps {
  /** Visible label of the search box. */
  label: string;
  /** Garages not to offer (the ones already in the comparison). */
  excludeIds?: readonly string[];
  onSelect: (garage: CompareSuggestion) => void;
  /** Escape on an empty box (e.g. give up changing a slot). */
  onEscape?: () => void;
  /** Focus the box when it appears (the member asked to change a slot). */
  focusOnMount?: boolean;
}

const NONE: readonly string[] = [];

/** "Toyota Supra 2020". */
export const vehicleLine = (g: { brand: string; model: string; year: number | null }) =>
  [g.brand, g.model, g.year ?? ''].filter(Boolean).join(' ');

/**
 * A slot's garage search (WAI-ARIA combobox with a list box): the
 * typed text is sent after {@link SUGGESTION_DEBOUNCE_MS}; at most 10 suggestions; an empty
 * text clears them at once. ↓/↑ move (wrapping), Home/End jump, Enter chooses, Escape closes
 * the list (then clears the text). A polite live region says how many suggestions there are.
 */
export function GarageSearchCombobox({ label, excludeIds = NONE, onSelect, onEscape, focusOnMount = false }: GarageSearchComboboxProps) {
  const { t } = useTranslation(['compare', 'garages']);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const settled = debounced === typed;
  const { data, isFetching, isError } = useCompareSuggestions(debounced);
  // An empty text shows nothing, whatever was asked before.
  const items = typed === '' ? [] : (data?.items ?? []).filter((g) => !excludeIds.includes(g.id));
  const waiting = typed !== '' && (!settled || (isFetching && !data));
  const expanded = open && typed !== '';
  const activeIndex = active < items.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Read once: the box takes focus when it appears, not when the prop changes later.
  const focusWhenShown = useRef(focusOnMount);
  useEffect(() => {
    if (focusWhenShown.current) inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (expanded && activeIndex >= 0) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, activeIndex, id]);

  const choose = (garage: CompareSuggestion) => {
    setText('');
    setOpen(false);
    setActive(-1);
    onSelect(garage);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (items.length) setActive(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (items.length) setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        if (expanded && items.length) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : last);
        }
        break;
      case 'Enter': {
        const garage = expanded ? items[activeIndex] ?? (items.length === 1 ? items[0] : undefined) : undefined;
        if (garage) {
          event.preventDefault();
          choose(garage);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else if (text) {
          setText('');
        } else {
          onEscape?.();
        }
        break;
    }
  };

  let status = '';
  if (typed !== '') {
    if (waiting) status = t('search.searching');
    else if (isError) status = t('search.error');
    else if (data) status = items.length ? t('search.count', { count: items.length }) : t('search.empty');
  }

  return (
    <div className="relative grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={statusId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('slot.placeholder')}
          value={text}
          maxLength={200}
          className="pr-9 pl-9"
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {waiting ? (
          <LoaderCircle className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-hidden="true" />
        ) : null}
      </div>
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-full z-50 mt-1 max-h-80 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {items.map((garage, index) => (
          <li
            key={garage.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-sm px-2 py-2 text-sm',
              index === activeIndex && 'bg-accent text-accent-foreground',
            )}
            onMouseDown={(event) => {
              event.preventDefault(); // keep focus in the input until chosen
              choose(garage);
            }}
            onMouseMove={() => setActive(index)}
          >
            <GarageImage
              image={garage.cover}
              alt=""
              sizes="48px"
              vehicleType={garage.vehicleType}
              className="size-10 shrink-0 rounded-md"
            />
            <span className="min-w-0">
              <span className="block truncate font-medium">{garage.title}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {t('search.optionMeta', { vehicle: vehicleLine(garage), username: garage.owner.username })}
              </span>
            </span>
          </li>
        ))}
        {expanded && !waiting && data && items.length === 0 ? (
          <li role="presentation" className="px-2 py-2 text-sm text-muted-foreground">
            {isError ? t('search.error') : t('search.empty')}
          </li>
        ) : null}
        {expanded && waiting && items.length === 0 ? (
          <li role="presentation" className="px-2 py-2 text-sm text-muted-foreground">
            {t('search.searching')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
