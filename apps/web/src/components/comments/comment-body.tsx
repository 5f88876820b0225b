import { RichTextBody } from '@/components/rich-text/rich-text-body';
import { cn } from '@/lib/utils';

/**
 * A comment's (or an earlier version's) text: its HTML as the server sanitised it, or its plain
 * text for a row that has no HTML.
 */
export function CommentBody({
  comment,
  className,
}: {
  comment: { body: string; bodyHtml: string };
  className?: string;
}) {
  if (!comment.bodyHtml)
    return (
      <p className={cn('text-sm break-words whitespace-pre-line', className)}>{comment.body}</p>
    );
  return <RichTextBody html={comment.bodyHtml} className={cn('sm:text-sm', className)} />;
}
