import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/next-path';

/** 'Giriş Gerekli' for the blog's member pages, with a link to /login that comes back here. */
export function BlogLoginRequired({ title, message }: { title: string; message?: string }) {
  const { t } = useTranslation('blog');
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <PageTitle title={title} noIndex />
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <LogIn className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t('loginRequired.title')}</h1>
      <p className="text-muted-foreground">{message ?? t('loginRequired.text')}</p>
      <Button asChild>
        <Link to={loginPath(pathname + search)}>{t('loginRequired.button')}</Link>
      </Button>
    </div>
  );
}
