import { useId, useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

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

/**
 * The editor's link dialog: an address for the selected text (empty removes the link). Only
 * addresses {@link normalizeLinkUrl} accepts are applied; with nothing selected the address is
 * inserted as the link's text.
 */
export function LinkDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('editor');
  const id = useId();
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
            <DialogTitle>{t('linkTitle')}</DialogTitle>
            <DialogDescription>{t('linkText')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-url`}>{t('linkLabel')}</Label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder="https://"
              aria-invalid={error}
              aria-describedby={error ? `${id}-url-error` : undefined}
            />
            {error ? (
              <p id={`${id}-url-error`} className="text-sm font-medium text-destructive">
                {t('linkInvalid')}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('linkApply')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
