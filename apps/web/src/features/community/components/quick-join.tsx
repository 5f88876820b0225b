import { Car, MessageCircleQuestion, PenLine, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';

/** Quick join (Community hub): sign up or in; members get their next steps instead. */
export function QuickJoin() {
  const { t } = useTranslation('community');
  const { user } = useCurrentUser();
  return (
    <section aria-labelledby="community-quick-title" className="grid gap-3 rounded-2xl border bg-gradient-to-br from-primary/10 to-transparent p-6">
      <h2 id="community-quick-title" className="text-xl font-bold">
        {t('quickJoin.title')}
      </h2>
      <p className="text-muted-foreground">{user ? t('quickJoin.memberText') : t('quickJoin.text')}</p>
      <div className="flex flex-wrap gap-2">
        {user ? (
          <>
            <Button asChild>
              <Link to="/create-garage">
                <Car aria-hidden="true" />
                {t('quickJoin.createGarage')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/forum">
                <MessageCircleQuestion aria-hidden="true" />
                {t('quickJoin.askQuestion')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/blog/new">
                <PenLine aria-hidden="true" />
                {t('quickJoin.writePost')}
              </Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild>
              <Link to="/register">
                <UserPlus aria-hidden="true" />
                {t('quickJoin.register')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={loginPath('/community')}>{t('quickJoin.login')}</Link>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
