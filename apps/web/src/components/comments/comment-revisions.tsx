import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CommentRevision } from '@garaj/shared';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SITE_TIME_ZONE, formatDate } from '@/lib/format';
import { CommentBody } from './comment-body';

/** Reads a comment's earlier versions (the feature's GET …/revisions; moderators only). */
export type FetchCommentRevisions = (commentId: string, signal?: AbortSignal) => Promise<{ items: CommentRevision[] }>;

/**
 * "Önceki sürümler" of an edited comment, for moderators: a toggle whose panel reads the earlier
 * versions when first opened (newest first, as they were shown, each with who replaced it and when).
 * Needs the `common` namespace.
 */
export function CommentRevisions({ commentId, kind, fetchRevisions }: { commentId: string; kind: string; fetchRevisions: FetchCommentRevisions }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const revisions = useQuery({
    queryKey: ['comment-revisions', kind, commentId],
    queryFn: ({ signal }) => fetchRevisions(commentId, signal),
    enabled: open,
  });
  return (
    <div className="mt-2">
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <History aria-hidden="true" />
        {t('comments.revisions')}
      </Button>
      {open ? (
        <div id={panelId} className="mt-1 grid gap-2 rounded-md border border-dashed p-3 text-sm">
          {revisions.isPending ? (
            <p role="status">{t('comments.revisionsLoading')}</p>
          ) : revisions.isError ? (
            <p role="alert" className="text-destructive">
              {t('comments.revisionsError')}
            </p>
          ) : revisions.data.items.length === 0 ? (
            <p>{t('comments.noRevisions')}</p>
          ) : (
            <ol className="grid gap-2">
              {revisions.data.items.map((revision) => {
                const date = formatDate(revision.replacedAt, 'dateTime', undefined, SITE_TIME_ZONE);
                return (
                  <li key={revision.id} className="grid gap-0.5">
                    <CommentBody comment={revision} />
                    <p className="text-xs text-muted-foreground">
                      {revision.editor ? t('comments.replacedBy', { date, editor: revision.editor }) : t('comments.replaced', { date })}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  );
}
