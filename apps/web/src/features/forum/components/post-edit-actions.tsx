import { lazy, Suspense, useState } from 'react';
import { History, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import type { EditTarget } from '../api/edit-post';

// The dialog (Radix) and its forms load when one is opened: the topic page's first download stays as it was.
const PostEditDialog = lazy(() => import('./edit-post-dialog').then((module) => ({ default: module.PostEditDialog })));

/**
 * "Düzenle" for the author (`canEdit`) and, on an edited post, "Önceki sürümler" for moderators;
 * each opens a dialog whose code loads then.
 */
export function PostEditActions({ target, canEdit, edited, title, bodyHtml }: { target: EditTarget; canEdit: boolean; edited: boolean; title?: string; bodyHtml: string }) {
  const { t } = useTranslation('forum');
  const { user } = useCurrentUser();
  const [open, setOpen] = useState<'edit' | 'history' | null>(null);
  const moderator = user?.role === 'moderator' || user?.role === 'admin';
  if (!canEdit && !(moderator && edited)) return null;
  return (
    <>
      {canEdit ? (
        <Button variant="ghost" size="sm" onClick={() => setOpen('edit')}>
          <Pencil aria-hidden="true" />
          {t('edit.button')}
        </Button>
      ) : null}
      {moderator && edited ? (
        <Button variant="ghost" size="sm" onClick={() => setOpen('history')}>
          <History aria-hidden="true" />
          {t('edit.revisions')}
        </Button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <PostEditDialog mode={open} target={target} title={title} bodyHtml={bodyHtml} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
