import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { FieldControlProps } from '@/components/form-field';

/** Radix Select cannot hold '' as an item value; this one stands for "not specified". */
const NONE = '__none__';

interface OptionSelectProps extends FieldControlProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** Label of an option value (already translated). */
  labelOf: (option: string) => string;
  /** Required choice: no 'Belirtilmemiş' entry; the placeholder shows until one is picked. */
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/** A select over a fixed list; optional ones start with a 'Belirtilmemiş' entry that clears the value. */
export function OptionSelect({
  value,
  onChange,
  options,
  labelOf,
  required = false,
  placeholder,
  disabled,
  ...control
}: OptionSelectProps) {
  const { t } = useTranslation('garageForm');
  const known = value !== '' && options.includes(value);
  const empty = required ? '' : NONE;
  return (
    <Select
      value={known ? value : empty}
      onValueChange={(next) => onChange(next === NONE ? '' : next)}
      disabled={disabled}
    >
      <SelectTrigger {...control}>
        <SelectValue placeholder={placeholder ?? t('options.choose')} />
      </SelectTrigger>
      <SelectContent>
        {required ? null : <SelectItem value={NONE}>{t('options.none')}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labelOf(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
