/**
 * The post body editor (TipTap 3 on ProseMirror): headings (h2–h4), bold, italic, lists, quotes,
 * links and images uploaded through the image pipeline (`POST /api/images?purpose=post`). It
 * produces HTML; the server keeps only what its allow-list lets through (lib/rich-text.ts), so
 * the editor offers just those elements. Loaded only by the write and edit pages (lazily, see
 * post-form.tsx): TipTap never reaches the other pages' downloads.
 */
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideProps,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/lazy-toast';
import { IMAGE_ACCEPT, getUploadErrorMessage, uploadImage } from '@/lib/upload-image';
import { cn } from '@/lib/utils';
import { PROSE_CLASSES } from '../post/post-body';

export interface RichTextEditorProps {
  /** HTML. Read once when the editor starts; later changes come from the editor itself. */
  value: string;
  onChange: (html: string) => void;
  /** Id of the element naming the editor (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Tells the form an image upload is running (saving waits for it). */
  onUploadingChange?: (uploading: boolean) => void;
}

const IDLE_STATE = { h2: false, h3: false, bold: false, italic: false, bullet: false, ordered: false, quote: false, link: false, canUndo: false, canRedo: false };

/** A link address the server keeps: http(s) or mailto (anything else is refused here already). */
export function normalizeLinkUrl(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function ToolbarButton({ icon: Icon, label, active, disabled, onClick }: { icon: ComponentType<LucideProps>; label: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant={active ? 'secondary' : 'ghost'}
      size="icon-sm"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** The link dialog: an address for the selected text (empty removes the link). */
function LinkDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('blog');
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const onOpen = (next: boolean) => {
    if (next) {
      setValue((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(false);
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!value.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onOpen(false);
      return;
    }
    const href = normalizeLinkUrl(value);
    if (!href) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    // Go on writing after the link, not over it.
    editor.commands.setTextSelection(editor.state.selection.to);
    onOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpen}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Back to the text, where the member was writing (not to the toolbar).
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('editor.linkTitle')}</DialogTitle>
            <DialogDescription>{t('editor.linkText')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="post-link-url">{t('editor.linkLabel')}</Label>
            <Input
              id="post-link-url"
              type="url"
              inputMode="url"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder="https://"
              aria-invalid={error}
              aria-describedby={error ? 'post-link-url-error' : undefined}
            />
            {error ? (
              <p id="post-link-url-error" className="text-sm font-medium text-destructive">
                {t('editor.linkInvalid')}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpen(false)}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit">{t('editor.linkApply')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Rich-text editor with its toolbar (see the module comment). */
export function RichTextEditor({ value, onChange, labelledBy, describedBy, invalid = false, disabled = false, onUploadingChange }: RichTextEditorProps) {
  const { t } = useTranslation(['blog', 'upload', 'errors']);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'nofollow ugc noopener', target: '_blank' } },
      }),
      Image.configure({ inline: false }),
      Placeholder.configure({ placeholder: t('blog:editor.placeholder') }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        class: cn(
          PROSE_CLASSES,
          'min-h-72 px-4 py-3 outline-none',
          // TipTap's placeholder: the empty first paragraph shows `data-placeholder`.
          '[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-muted-foreground [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // The selected state follows the editor's transactions; until the first one it may still see
  // no editor (TipTap's state manager), so it falls back to "nothing active".
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : IDLE_STATE,
  }) ?? IDLE_STATE;

  const onFile = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploading(true);
    onUploadingChange?.(true);
    try {
      const image = await uploadImage(file, 'post');
      // The image and an empty paragraph after it, where the cursor goes: typing goes on below the image.
      editor
        .chain()
        .focus()
        .insertContent([{ type: 'image', attrs: { src: image.url, alt: '' } }, { type: 'paragraph' }])
        .run();
      toast.success(t('upload:success.post'));
    } catch (error) {
      toast.error(t('upload:unexpectedError'), { description: getUploadErrorMessage(error, t) });
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  if (!editor) return <div className="h-80 animate-pulse rounded-md border bg-muted" aria-hidden="true" />;
  const off = disabled || uploading;
  const run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void action(editor.chain().focus()).run();

  return (
    <div className={cn('overflow-hidden rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring', invalid && 'border-destructive')}>
      <div role="toolbar" aria-label={t('blog:editor.toolbar')} className="flex flex-wrap items-center gap-1 border-b bg-muted/40 p-1">
        <ToolbarButton icon={Heading2} label={t('blog:editor.h2')} active={state.h2} disabled={off} onClick={run((c) => c.toggleHeading({ level: 2 }))} />
        <ToolbarButton icon={Heading3} label={t('blog:editor.h3')} active={state.h3} disabled={off} onClick={run((c) => c.toggleHeading({ level: 3 }))} />
        <ToolbarButton icon={Bold} label={t('blog:editor.bold')} active={state.bold} disabled={off} onClick={run((c) => c.toggleBold())} />
        <ToolbarButton icon={Italic} label={t('blog:editor.italic')} active={state.italic} disabled={off} onClick={run((c) => c.toggleItalic())} />
        <ToolbarButton icon={List} label={t('blog:editor.bulletList')} active={state.bullet} disabled={off} onClick={run((c) => c.toggleBulletList())} />
        <ToolbarButton icon={ListOrdered} label={t('blog:editor.orderedList')} active={state.ordered} disabled={off} onClick={run((c) => c.toggleOrderedList())} />
        <ToolbarButton icon={Quote} label={t('blog:editor.quote')} active={state.quote} disabled={off} onClick={run((c) => c.toggleBlockquote())} />
        <ToolbarButton icon={Link2} label={t('blog:editor.link')} active={state.link} disabled={off} onClick={() => setLinkOpen(true)} />
        <ToolbarButton icon={ImagePlus} label={t('blog:editor.image')} disabled={off} onClick={() => fileInput.current?.click()} />
        <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
        <ToolbarButton icon={Undo2} label={t('blog:editor.undo')} disabled={off || !state.canUndo} onClick={run((c) => c.undo())} />
        <ToolbarButton icon={Redo2} label={t('blog:editor.redo')} disabled={off || !state.canRedo} onClick={run((c) => c.redo())} />
        {uploading ? <Spinner size="sm" label={t('upload:uploading')} showLabel className="ml-2" /> : null}
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void onFile(event.target.files?.[0])} />
      </div>
      <EditorContent editor={editor} />
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
    </div>
  );
}
