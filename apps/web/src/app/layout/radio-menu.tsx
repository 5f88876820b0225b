// Part of the lazily loaded header menus (see deferred-ui.tsx).
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

interface RadioMenuProps {
  /** Open at once (the visitor pressed the trigger before the menus loaded). */
  defaultOpen?: boolean;
  /** The header button that opens it (rendered as the trigger). */
  trigger: ReactNode;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The `DropdownMenuRadioItem`s. */
  children: ReactNode;
}

/** A header menu of one choice (language, theme): a labelled radio group under its trigger. */
export function RadioMenu({ defaultOpen, trigger, label, value, onValueChange, children }: RadioMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onValueChange}>
          {children}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
