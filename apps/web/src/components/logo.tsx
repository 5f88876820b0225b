import { Link } from 'react-router';
import { CarFront } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** "Garaj" wordmark with the BETA badge; links home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'group inline-flex shrink-0 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <CarFront className="size-5" aria-hidden="true" />
      </span>
      <span className="text-xl font-extrabold tracking-tight">{t('appName')}</span>
      <span className="rounded bg-brand px-1.5 py-0.5 text-[0.625rem] leading-none font-bold tracking-wider text-brand-foreground">
        {t('beta')}
      </span>
    </Link>
  );
}
