import { lazy, Suspense, useId, useState } from 'react';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The list and its query load on the first click: the post page's first download stays as it was.
const PostRevisionList = lazy(() =>
  import('./post-revision-list').then((module) => ({ default: module.PostRevisionList })),
);

/** "Önceki sürümler" of an edited post, for moderators and admins: a toggle whose panel reads the versions when first opened. */
export function PostRevisions({ postId }: { postId: string }) {
  const { t } = useTranslation('blog');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="w-fit"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <History aria-hidden="true" />
        {t('edit.revisions')}
      </Button>
      {open ? (
        <Suspense fallback={<p role="status">{t('edit.revisionsLoading')}</p>}>
          <PostRevisionList postId={postId} id={panelId} />
        </Suspense>
      ) : null}
    </div>
  );
}
