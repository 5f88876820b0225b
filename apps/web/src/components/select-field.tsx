import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface SelectFieldProps<T extends FieldValues> {
  id: string;
  label: string;
  error: string | undefined;
  /** The form's `control` and the field's name. */
  control: Control<T>;
  name: FieldPath<T>;
  /** The values offered, in order, and each one's label. */
  options: readonly string[];
  optionLabel: (option: string) => string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  disabled?: boolean;
}

/** A labelled select of a react-hook-form field (FormField around a Radix Select). */
export function SelectField<T extends FieldValues>({ id, label, error, control, name, options, optionLabel, placeholder, disabled }: SelectFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(fieldControl) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...fieldControl} onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {optionLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
