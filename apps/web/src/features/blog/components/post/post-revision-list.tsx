import { useTranslation } from 'react-i18next';
import { RichTextBody } from '@/components/rich-text/rich-text-body';
import { SITE_TIME_ZONE, formatDate } from '@/lib/format';
import { usePostRevisions } from '../../api/get-post-revisions';

/**
 * The earlier versions of a post, newest first: each one's title and body as readers saw them,
 * with who replaced it and when. Read when mounted (post-revisions.tsx loads this file on the first click).
 */
export function PostRevisionList({ postId, id }: { postId: string; id?: string }) {
  const { t } = useTranslation('blog');
  const revisions = usePostRevisions(postId);
  return (
    <div id={id} className="grid gap-3 rounded-xl border border-dashed p-4 text-sm">
      {revisions.isPending ? (
        <p role="status">{t('edit.revisionsLoading')}</p>
      ) : revisions.isError ? (
        <p role="alert" className="text-destructive">
          {t('edit.revisionsError')}
        </p>
      ) : revisions.data.items.length === 0 ? (
        <p>{t('edit.noRevisions')}</p>
      ) : (
        <ol className="grid gap-3">
          {revisions.data.items.map((revision) => {
            const date = formatDate(revision.replacedAt, 'dateTime', undefined, SITE_TIME_ZONE);
            return (
              <li key={revision.id} className="grid gap-2 rounded-lg border p-3">
                <p className="text-xs text-muted-foreground">
                  {revision.editor
                    ? t('edit.replacedBy', { date, editor: revision.editor })
                    : t('edit.replaced', { date })}
                </p>
                <p className="font-semibold break-words">{revision.title}</p>
                <RichTextBody html={revision.bodyHtml} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
