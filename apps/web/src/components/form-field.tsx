import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** Props a control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Already translated error message. */
  error?: string;
  hint?: ReactNode;
  /**
   * Extra content shown on the label row (e.g. the 'Şifremi unuttum' link). It comes after the
   * control in the document, so the keyboard reaches the field before it (label → field → aside).
   */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, wired with ids for assistive technology. */
export function FormField({ id, label, error, hint, labelAside, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy });
  if (labelAside) {
    // Two columns: the label and the aside share the first row, everything else spans both.
    return (
      <div className={cn('grid grid-cols-[minmax(0,1fr)_auto] content-start items-center gap-2 gap-x-2', className)}>
        <Label htmlFor={id} className="col-start-1 row-start-1">
          {label}
        </Label>
        <div className="col-span-2 row-start-2">{control}</div>
        <div className="col-start-2 row-start-1 justify-self-end">{labelAside}</div>
        {hint ? (
          <p id={hintId} className="col-span-2 text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="col-span-2 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
