import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

/** Radix Select cannot hold '' as an item value; this one stands for "no filter". */
const ALL = 'all';

interface AdminFilterSelectProps {
  /** The select's accessible name. */
  label: string;
  /** The chosen value; '' (or undefined) for no filter. */
  value: string | undefined;
  /** Called with the chosen value, '' for 'all'. */
  onChange: (value: string) => void;
  /** The 'all' option's label. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  /** Width classes of the trigger. */
  className?: string;
}

/** An admin list's filter: 'all' first, then the given options. */
export function AdminFilterSelect({ label, value, onChange, allLabel, options, className }: AdminFilterSelectProps) {
  return (
    <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? '' : next)}>
      <SelectTrigger className={cn('w-40', className)} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
