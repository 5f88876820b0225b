import { useId } from 'react';
import { useMemberMentions } from './member-mentions';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

export type CompactRichTextEditorProps = Omit<RichTextEditorProps, 'toolbar' | 'extensions' | 'contentAttributes'>;

/**
 * The editor of forum topics and answers and of garage and post comments: the compact toolbar
 * (bold, link, code, quote, list, and "Görsel ekle" when `images`) and `@username` suggestions
 * listed under it (member-mentions.tsx). Pages render it through lazy-editors.ts.
 */
export function CompactRichTextEditor(props: CompactRichTextEditorProps) {
  const listId = `${useId()}-mentions`;
  const mentions = useMemberMentions(listId);
  return (
    <div className="grid gap-2">
      <RichTextEditor {...props} toolbar="compact" extensions={[mentions.extension]} contentAttributes={mentions.attributes} />
      {mentions.list}
    </div>
  );
}
