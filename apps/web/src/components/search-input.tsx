import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface SearchInputProps extends Omit<ComponentProps<typeof Input>, 'type' | 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The text box of a list's search form: a magnifier inside a `type="search"` input that takes
 * the free width (no autocomplete, 'Ara' on the keyboard's Enter key, 200 characters unless
 * `maxLength` says otherwise). `className` styles the input (e.g. its height).
 */
export function SearchInput({ value, onValueChange, className, maxLength = 200, ...input }: SearchInputProps) {
  return (
    <div className="relative min-w-0 flex-1">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
        className={cn('pl-9', className)}
        {...input}
      />
    </div>
  );
}
