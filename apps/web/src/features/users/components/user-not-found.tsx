import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** 'Kullanıcı Bulunamadı' with a button to /community (and one to /users). */
export function UserNotFound() {
  const { t } = useTranslation('users');
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <UserX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.message')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/community">{t('notFound.community')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/users">{t('notFound.users')}</Link>
        </Button>
      </div>
    </div>
  );
}
