import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useHydrated } from '@/hooks/use-hydrated';

interface SelectFormProps {
  id: string;
  label: string;
  /** The query parameter the choice sets. */
  name: string;
  value: string;
  options: { value: string; label: string }[];
  /** Other parameters the page keeps (hidden fields of the GET form). */
  keep: Record<string, string | null>;
  /** The submit button's text (shown until the script runs). */
  submitLabel: string;
  /** The page address for a choice (used after hydration instead of the native submit). */
  pathFor: (value: string) => string;
  children?: ReactNode;
}

/**
 * A choice that is a GET form to the fuel page (the garage, the report's year): with its 'Göster'
 * button it works before the script runs and without it; once hydrated, a change navigates at
 * once and the button goes away.
 */
export function SelectForm({ id, label, name, value, options, keep, submitLabel, pathFor, children }: SelectFormProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <form method="get" action="/fuel" className="flex flex-wrap items-end gap-2" onSubmit={(event) => {
      event.preventDefault();
      const select = event.currentTarget.elements.namedItem(name) as HTMLSelectElement | null;
      void navigate(pathFor(select?.value ?? value));
    }}>
      {Object.entries(keep).map(([key, kept]) => (kept ? <input key={key} type="hidden" name={key} value={kept} /> : null))}
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <NativeSelect key={value} id={id} name={name} defaultValue={value} className="min-w-56" onChange={hydrated ? (event) => void navigate(pathFor(event.target.value)) : undefined}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {hydrated ? null : (
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      )}
      {children}
    </form>
  );
}
