import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

interface SpinnerProps extends ComponentProps<'span'> {
  /** Text announced to screen readers (and shown when `showLabel`); defaults to 'Yükleniyor...'. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, showLabel = false, size = 'md', className, ...props }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('status.loading');
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircle className={cn('animate-spin text-primary', sizes[size])} aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{text}</span>
    </span>
  );
}

/** Centered spinner for a page or section that is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-8">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
