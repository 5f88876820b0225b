import type { ComponentProps, ReactNode } from 'react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { Button } from './button';

interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Defaults to 'Hata'. */
  title?: ReactNode;
  /** Defaults to 'Beklenmeyen bir hata oluştu.'. */
  message?: ReactNode;
  /** Shows a 'Tekrar Dene' button when given. */
  onRetry?: () => void;
  /** Extra actions next to the retry button. */
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}

export function ErrorState({
  title,
  message,
  onRetry,
  action,
  headingLevel = 2,
  className,
  ...props
}: ErrorStateProps) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-semibold">{title ?? t('status.error')}</Heading>
      <p className="max-w-md text-sm text-muted-foreground">{message ?? t('errors:INTERNAL')}</p>
      {onRetry || action ? (
        <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              {t('actions.retry')}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
