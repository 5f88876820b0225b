import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** Props of a create/edit form on a page of its own (a post, a competition). */
export interface EditFormProps<TStored, TInput> {
  /** The stored item when editing; an empty form when creating one. */
  initial?: TStored;
  /** Saves the body (create or update). Reject with an `ApiError` to keep the form as typed. */
  onSubmit: (input: TInput) => Promise<void>;
  onCancel: () => void;
}

/** Props a control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Already translated error message (`getFieldMessage` turns a field code into one). */
  error?: string;
  hint?: ReactNode;
  /** Marks the label with a red asterisk (its title reads 'Zorunlu') and the control `aria-required`. */
  required?: boolean;
  /**
   * Extra content shown on the label row (e.g. the 'Şifremi unuttum' link). It comes after the
   * control in the document, so the keyboard reaches the field before it (label → field → aside).
   */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, wired with ids for assistive technology. */
export function FormField({ id, label, error, hint, required, labelAside, className, children }: FormFieldProps) {
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    ...(required ? { 'aria-required': true } : {}),
  });
  const labelText = (
    <>
      {label}
      {required ? (
        <span className="text-destructive" aria-hidden="true" title={t('common:form.required')}>
          *
        </span>
      ) : null}
    </>
  );
  // With an aside: two columns, the label and the aside share the first row, everything else spans both.
  const span = labelAside ? 'col-span-2' : undefined;
  return (
    <div
      className={cn(
        'grid min-w-0 content-start gap-2',
        labelAside && 'grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2',
        className,
      )}
    >
      <Label htmlFor={id} className={labelAside ? 'col-start-1 row-start-1' : undefined}>
        {labelText}
      </Label>
      {labelAside ? <div className="col-span-2 row-start-2">{control}</div> : control}
      {labelAside ? <div className="col-start-2 row-start-1 justify-self-end">{labelAside}</div> : null}
      {hint ? (
        <p id={hintId} className={cn('text-xs text-muted-foreground', span)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cn('text-sm font-medium text-destructive', span)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
