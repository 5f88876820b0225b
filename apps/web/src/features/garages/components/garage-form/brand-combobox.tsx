import { useEffect, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import { foldForSearch } from '@garaj/shared';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { FieldControlProps } from '@/components/form-field';

interface BrandComboboxProps extends FieldControlProps {
  /** The chosen brand ('' when none). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly string[];
  placeholder?: string;
  /** Shown in the list when nothing matches the typed text. */
  emptyText: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Searchable brand picker (WAI-ARIA combobox with a list box). Typing filters the brands
 * (Turkish-aware, accents ignored); ↑/↓ move, Enter picks, Escape closes. Leaving the field
 * keeps an exact match (any case) or goes back to the chosen brand: only listed brands are picked.
 */
export function BrandCombobox({
  id,
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  emptyText,
  disabled,
  inputRef,
  ...aria
}: BrandComboboxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  if (value !== shownValue) {
    // The value changed from outside (e.g. reset when the vehicle type changes).
    setShownValue(value);
    setText(value);
  }

  const matches = useMemo(() => {
    const query = text === value ? '' : foldForSearch(text);
    if (!query) return options;
    const hits = options.filter((option) => foldForSearch(option).includes(query));
    return [
      ...hits.filter((option) => foldForSearch(option).startsWith(query)),
      ...hits.filter((option) => !foldForSearch(option).startsWith(query)),
    ];
  }, [options, text, value]);

  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = Math.min(active, matches.length - 1);

  useEffect(() => {
    if (open && activeIndex >= 0) {
      document
        .getElementById(`${id}-option-${activeIndex}`)
        ?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [open, activeIndex, id]);

  const pick = (option: string) => {
    setText(option);
    setShownValue(option);
    setOpen(false);
    onChange(option);
  };

  const commit = () => {
    setOpen(false);
    const typed = foldForSearch(text);
    if (!typed) {
      if (value) onChange('');
      setText('');
      return;
    }
    const exact = options.find((option) => foldForSearch(option) === typed);
    if (exact) {
      if (exact !== value) pick(exact);
      else setText(exact);
    } else {
      setText(value);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive(Math.min(activeIndex + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter': {
        const option = matches[activeIndex];
        if (open && option) {
          event.preventDefault(); // pick, do not submit the form
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setText(value);
        }
        break;
    }
  };

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        className="pr-9"
        {...aria}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!open}
        className="absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {matches.length === 0 ? (
          <li className="px-2 py-2 text-sm text-muted-foreground">{emptyText}</li>
        ) : (
          matches.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-2 text-sm',
                index === activeIndex && 'bg-accent text-accent-foreground',
                option === value && 'font-semibold',
              )}
              onMouseDown={(event) => {
                event.preventDefault(); // keep focus in the input
                pick(option);
              }}
              onMouseMove={() => setActive(index)}
            >
              {option}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
