/**
 * The rich-text editor of members' writing (TipTap 3 on ProseMirror): blog posts with the full
 * toolbar (headings h2–h3, bold, italic, lists, quotes, links, images, undo/redo), forum topics
 * and answers with the compact one (bold, link, inline code, quote, bulleted list, and images
 * where the page allows them). Images go through the image pipeline
 * (`POST /api/images?purpose=post`). It produces HTML; the server keeps only what its
 * allow-list lets through (apps/server/src/lib/rich-text.ts), so the editor offers just those
 * elements. Never imported statically by a page: pages render it through lazy-editors.ts, so
 * TipTap stays out of their first download.
 */
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { Bold, Code, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { ImageButton } from './image-button';
import { LinkDialog } from './link-dialog';
import { ToolbarButton } from './toolbar-button';

/** What a form may do with a running editor. */
export interface RichTextEditorHandle {
  /** Puts the caret at the start or the end of the text and scrolls the editor into view. */
  focus: (position?: 'start' | 'end') => void;
}

export interface RichTextEditorProps {
  /**
   * HTML ('' when empty). The editor reports every change through `onChange`; a value that is not
   * the last one it reported (a restored draft, a quote added, the text emptied once sent)
   * replaces its content.
   */
  value: string;
  onChange: (html: string) => void;
  /** Id of the element naming the editor (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** `full` for posts; `compact` (bold, link, code, quote, list, image) for topics and answers. */
  toolbar?: 'full' | 'compact';
  /** Offers "Görsel ekle". Images already in the text are kept either way. */
  images?: boolean;
  /** Tells the form an image upload is running (saving waits for it). */
  onUploadingChange?: (uploading: boolean) => void;
  placeholder?: string;
  /** Classes of the editable text (typography, height, padding). */
  contentClassName?: string;
  /** More extensions (e.g. @mentions), created once by the caller. */
  extensions?: Extensions;
  /** More attributes of the editable text (e.g. the ARIA of a suggestion list it drives). */
  contentAttributes?: Record<string, string | undefined>;
  /** Shown until the editor runs (its first render in the browser). */
  fallback?: ReactNode;
  /**
   * Puts the caret at the end of the text once the editor runs: for a form the member just opened
   * (an edit in place), never for one that comes with the page.
   */
  focusOnMount?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

type ToolbarState = { h2: boolean; h3: boolean; bold: boolean; italic: boolean; code: boolean; bullet: boolean; ordered: boolean; quote: boolean; link: boolean; canUndo: boolean; canRedo: boolean };
const IDLE_STATE: ToolbarState = { h2: false, h3: false, bold: false, italic: false, code: false, bullet: false, ordered: false, quote: false, link: false, canUndo: false, canRedo: false };

/** The compact editor's text, close to how forum posts and comments are shown (rich-text-body.tsx). */
const COMPACT_CONTENT = cn(
  'min-h-28 px-3 py-2 text-sm leading-relaxed break-words sm:text-base',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
);

// TipTap's placeholder: the empty first paragraph shows `data-placeholder`.
const PLACEHOLDER_CLASSES =
  '[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-muted-foreground [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]';

function createExtensions(toolbar: 'full' | 'compact', placeholder: string, extra: Extensions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // Posts keep to their toolbar; topics and answers also take inline code and code blocks (`` ` ``, ```` ``` ````).
      ...(toolbar === 'full' ? { code: false, codeBlock: false } : {}),
      link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'nofollow ugc noopener', target: '_blank' } },
    }),
    Image.configure({ inline: false }),
    Placeholder.configure({ placeholder }),
    ...extra,
  ];
}

function toolbarState(e: Editor): ToolbarState {
  return {
    h2: e.isActive('heading', { level: 2 }),
    h3: e.isActive('heading', { level: 3 }),
    bold: e.isActive('bold'),
    italic: e.isActive('italic'),
    code: e.isActive('code'),
    bullet: e.isActive('bulletList'),
    ordered: e.isActive('orderedList'),
    quote: e.isActive('blockquote'),
    link: e.isActive('link'),
    canUndo: e.can().undo(),
    canRedo: e.can().redo(),
  };
}

/** Rich-text editor with its toolbar (see the module comment). */
export function RichTextEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  toolbar = 'full',
  images = true,
  onUploadingChange,
  placeholder = '',
  contentClassName,
  extensions: extra = [],
  contentAttributes = {},
  fallback,
  focusOnMount = false,
  ref,
}: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [extensions] = useState(() => createExtensions(toolbar, placeholder, extra));
  /** The HTML last reported (or received): another `value` comes from the form and replaces the text. */
  const reported = useRef(value);
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    'aria-invalid': String(invalid),
    class: cn(toolbar === 'full' ? 'min-h-72 px-4 py-3' : COMPACT_CONTENT, contentClassName, 'outline-none', PLACEHOLDER_CLASSES),
  };
  // ProseMirror writes every attribute it is given: absent ones are left out, not "undefined".
  for (const [name, attribute] of Object.entries({ 'aria-describedby': describedBy, ...contentAttributes })) if (attribute !== undefined) attributes[name] = attribute;

  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    autofocus: focusOnMount ? 'end' : false,
    immediatelyRender: false,
    // TipTap applies changed props on the next render: the ARIA above follows the form's state.
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      reported.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(
    ref,
    () => ({
      focus: (position = 'end') => {
        if (!editor) return;
        editor.commands.focus(position, { scrollIntoView: false });
        editor.view.dom.scrollIntoView({ block: 'center' });
      },
    }),
    [editor],
  );

  // The selected state follows the editor's transactions; until the first one it may still see
  // no editor (TipTap's state manager), so it falls back to "nothing active".
  const state = useEditorState({ editor, selector: ({ editor: e }) => (e ? toolbarState(e) : IDLE_STATE) }) ?? IDLE_STATE;

  if (!editor) return fallback ?? <div className={cn('animate-pulse rounded-md border bg-muted', toolbar === 'full' ? 'h-80' : 'h-40')} aria-hidden="true" />;
  const off = disabled || uploading;
  const run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void action(editor.chain().focus()).run();
  const onUploading = (next: boolean) => {
    setUploading(next);
    onUploadingChange?.(next);
  };
  const imageButton = images ? <ImageButton editor={editor} disabled={off} uploading={uploading} onUploadingChange={onUploading} /> : null;

  return (
    <div className={cn('overflow-hidden rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring', invalid && 'border-destructive')}>
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap items-center gap-1 border-b bg-muted/40 p-1">
        {toolbar === 'full' ? (
          <>
            <ToolbarButton icon={Heading2} label={t('h2')} active={state.h2} disabled={off} onClick={run((c) => c.toggleHeading({ level: 2 }))} />
            <ToolbarButton icon={Heading3} label={t('h3')} active={state.h3} disabled={off} onClick={run((c) => c.toggleHeading({ level: 3 }))} />
            <ToolbarButton icon={Bold} label={t('bold')} active={state.bold} disabled={off} onClick={run((c) => c.toggleBold())} />
            <ToolbarButton icon={Italic} label={t('italic')} active={state.italic} disabled={off} onClick={run((c) => c.toggleItalic())} />
            <ToolbarButton icon={List} label={t('bulletList')} active={state.bullet} disabled={off} onClick={run((c) => c.toggleBulletList())} />
            <ToolbarButton icon={ListOrdered} label={t('orderedList')} active={state.ordered} disabled={off} onClick={run((c) => c.toggleOrderedList())} />
            <ToolbarButton icon={Quote} label={t('quote')} active={state.quote} disabled={off} onClick={run((c) => c.toggleBlockquote())} />
            <ToolbarButton icon={Link2} label={t('link')} active={state.link} disabled={off} onClick={() => setLinkOpen(true)} />
            {imageButton}
            <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
            <ToolbarButton icon={Undo2} label={t('undo')} disabled={off || !state.canUndo} onClick={run((c) => c.undo())} />
            <ToolbarButton icon={Redo2} label={t('redo')} disabled={off || !state.canRedo} onClick={run((c) => c.redo())} />
          </>
        ) : (
          <>
            <ToolbarButton icon={Bold} label={t('bold')} active={state.bold} disabled={off} onClick={run((c) => c.toggleBold())} />
            <ToolbarButton icon={Link2} label={t('link')} active={state.link} disabled={off} onClick={() => setLinkOpen(true)} />
            <ToolbarButton icon={Code} label={t('code')} active={state.code} disabled={off} onClick={run((c) => c.toggleCode())} />
            <ToolbarButton icon={Quote} label={t('quote')} active={state.quote} disabled={off} onClick={run((c) => c.toggleBlockquote())} />
            <ToolbarButton icon={List} label={t('bulletList')} active={state.bullet} disabled={off} onClick={run((c) => c.toggleBulletList())} />
            {imageButton}
          </>
        )}
      </div>
      <EditorContent editor={editor} />
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
    </div>
  );
}
