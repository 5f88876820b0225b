import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A real `<input type="checkbox">` drawn like {@link Checkbox} (components/ui/checkbox.tsx). Use it
 * in forms that post natively (lib/form-action.ts): Radix's checkbox is a button, whose value a
 * form posted before the app's script runs (or without it) does not carry. Posts `value` ("on"
 * by default) when ticked, nothing otherwise. Takes every input prop (`name`, `defaultChecked`,
 * react-hook-form's `register(...)`).
 */
export function NativeCheckbox({ className, ref, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        ref={ref}
        type="checkbox"
        data-slot="checkbox"
        className="peer size-5 shrink-0 cursor-pointer appearance-none rounded-sm border border-input bg-background shadow-xs transition-colors outline-none checked:border-primary checked:bg-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-4 text-primary-foreground peer-checked:block"
        aria-hidden="true"
      />
    </span>
  );
}
