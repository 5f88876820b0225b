import { lazy, Suspense, useState } from 'react';
import { PenSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { topicPath } from './topic-card';

// The form (and the select, checkbox) loads when the dialog first opens.
const NewTopicForm = lazy(() => import('./new-topic-form').then((m) => ({ default: m.NewTopicForm })));

/**
 * 'Yeni Konu': members get the new-topic dialog (then go to the new topic); visitors go to
 * sign in and come back here (`/login?next=`).
 */
export function NewTopicButton({ categoryId, className }: { categoryId?: string; className?: string }) {
  const { t } = useTranslation('forum');
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (!user) {
    return (
      <Button asChild className={className}>
        <Link to={loginPath(pathname + search)}>
          <PenSquare aria-hidden="true" />
          {t('newTopic.button')}
        </Link>
      </Button>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className={className}>
          <PenSquare aria-hidden="true" />
          {t('newTopic.button')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('newTopic.title')}</DialogTitle>
          <DialogDescription>{t('newTopic.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner className="justify-center py-8" />}>
          <NewTopicForm
            defaultCategoryId={categoryId}
            onCancel={() => setOpen(false)}
            onCreated={(topic) => {
              setOpen(false);
              void navigate(topicPath(topic));
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
