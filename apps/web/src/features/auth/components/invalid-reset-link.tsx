import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** An unknown, used or expired reset link: say so and offer a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <div role="alert" className="grid gap-4 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('reset.invalidTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('reset.invalidMessage')}</p>
      <Button asChild>
        <Link to="/forgot-password">{t('reset.requestNew')}</Link>
      </Button>
    </div>
  );
}
