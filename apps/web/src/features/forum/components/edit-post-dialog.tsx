import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { CompactEditorField } from '@/components/rich-text/compact-editor-field';
import { isBlankHtml, trimEmptyParagraphs } from '@/components/rich-text/rich-text-html';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { useEditPost, useRevisions, type EditTarget } from '../api/edit-post';
import { RichTextBody } from '@/components/rich-text/rich-text-body';

/**
 * The author's edit form (loaded when its dialog opens): the title (topics) and the text, in the
 * compact rich-text editor like a new answer; an answer may not be left empty. Saving marks the
 * post "düzenlendi".
 */
export function EditPostForm({
  target,
  title,
  bodyHtml,
  onDone,
}: {
  target: EditTarget;
  title?: string;
  bodyHtml: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['forum', 'errors']);
  const id = useId();
  const [newTitle, setNewTitle] = useState(title ?? '');
  const [html, setHtml] = useState(bodyHtml);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditPost(target);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target.kind === 'reply' && isBlankHtml(html)) return setError(t('errors:ANSWER_EMPTY'));
    if (target.kind === 'topic' && !newTitle.trim())
      return setError(t('errors:TOPIC_TITLE_REQUIRED'));
    edit.mutate(
      { title: newTitle.trim(), body: isBlankHtml(html) ? '' : trimEmptyParagraphs(html) },
      {
        onSuccess: () => {
          toast.success(t('forum:edit.saved'));
          onDone();
        },
        onError: (failure) => setError(getErrorMessage(failure, t)),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={edit.isPending}>
      {target.kind === 'topic' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>{t('forum:edit.title')}</Label>
          <Input
            id={`${id}-title`}
            value={newTitle}
            maxLength={200}
            onChange={(event) => setNewTitle(event.target.value)}
          />
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <span id={`${id}-body-label`} className="text-sm leading-none font-medium">
          {t('forum:edit.body')}
        </span>
        <CompactEditorField
          loading={
            <div className="h-40 animate-pulse rounded-md border bg-muted" aria-hidden="true" />
          }
          value={html}
          onChange={setHtml}
          labelledBy={`${id}-body-label`}
        />
      </div>
      <DialogFormFooter
        error={error}
        onCancel={onDone}
        submitLabel={t('forum:edit.save')}
        busy={edit.isPending}
        busyLabel={t('forum:edit.saving')}
      />
    </form>
  );
}

/** The earlier versions of a post, newest first, for moderators (loaded when its dialog opens). */
export function RevisionList({ target }: { target: EditTarget }) {
  const { t } = useTranslation(['forum', 'errors']);
  const revisions = useRevisions(target, true);
  if (revisions.isPending) return <Spinner label={t('forum:edit.revisionsLoading')} />;
  if (revisions.isError) return <p role="alert">{getErrorMessage(revisions.error, t)}</p>;
  if (!revisions.data.items.length)
    return <p className="text-sm text-muted-foreground">{t('forum:edit.noRevisions')}</p>;
  return (
    <ol className="grid max-h-[60vh] gap-3 overflow-y-auto">
      {revisions.data.items.map((revision) => (
        <li key={revision.id} className="grid gap-2 rounded-lg border p-3">
          <p className="text-xs text-muted-foreground">
            {t('forum:edit.replacedBy', {
              date: formatDate(revision.replacedAt, 'long'),
              editor: revision.editor ?? '—',
            })}
          </p>
          {revision.title ? <p className="font-semibold">{revision.title}</p> : null}
          <RichTextBody html={revision.bodyHtml} />
        </li>
      ))}
    </ol>
  );
}

/** The edit or history dialog of a post, open while mounted (post-edit-actions.tsx loads it on the first click). */
export function PostEditDialog({
  mode,
  target,
  title,
  bodyHtml,
  onClose,
}: {
  mode: 'edit' | 'history';
  target: EditTarget;
  title?: string;
  bodyHtml: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('forum');
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {mode === 'history'
              ? t('edit.revisions')
              : target.kind === 'topic'
                ? t('edit.topicTitle')
                : t('edit.replyTitle')}
          </DialogTitle>
          <DialogDescription>
            {mode === 'history' ? t('edit.revisionsText') : t('edit.text')}
          </DialogDescription>
        </DialogHeader>
        {mode === 'edit' ? (
          <EditPostForm target={target} title={title} bodyHtml={bodyHtml} onDone={onClose} />
        ) : (
          <RevisionList target={target} />
        )}
      </DialogContent>
    </Dialog>
  );
}
