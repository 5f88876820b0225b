import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX, sendMessageInput } from '@garaj/shared';
import { ImageUpload, type ImageUploadItem } from '@/components/image-upload';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';

/** What the composer sends: trimmed text, and the uploaded image's id (or null). */
export interface ComposedMessage {
  body: string;
  imageId: string | null;
}

interface MessageComposerProps {
  /** Id prefix of the form's controls (unique on the page). */
  id: string;
  /** Sends the message; reject with an `ApiError` to keep what was typed and show why. */
  onSend: (message: ComposedMessage) => Promise<unknown>;
  /** Puts the caret in the text field once shown: the page exists to write (a conversation, a new message). */
  focusOnShow?: boolean;
  className?: string;
}

/**
 * The message form: a labelled textarea (Enter sends, Shift+Enter starts a new line), an optional
 * image uploaded with purpose `message`, and "Gönder". A message needs text, an image or both
 * (the shared schema); the text stays after a failure, whose reason is shown under the field.
 */
export function MessageComposer({ id, onSend, focusOnShow = false, className }: MessageComposerProps) {
  const { t } = useTranslation(['messages', 'errors']);
  const [body, setBody] = useState('');
  const [image, setImage] = useState<ImageUploadItem[]>([]);
  const [showImage, setShowImage] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnShow) field.current?.focus({ preventScroll: true });
  }, [focusOnShow]);
  const fieldId = `${id}-body`;
  const errorId = `${id}-error`;
  const busy = sending || uploading;

  const submit = async () => {
    if (busy) return;
    const parsed = sendMessageInput.safeParse({ body, imageId: image[0]?.imageId ?? null });
    if (!parsed.success) {
      setError(getFieldMessage(parsed.error.issues[0]?.message, t) ?? t('errors:MESSAGE_EMPTY'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(parsed.data);
      setBody('');
      setImage([]);
      setShowImage(false);
    } catch (err) {
      // A refused field (an empty message, an image or a garage that is not allowed) says which.
      const fields = isApiError(err) ? err.fields : undefined;
      const field = fields?.body ?? fields?.imageId ?? fields?.garageId;
      setError(getFieldMessage(field, t) ?? getErrorMessage(err, t));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes a word) writes a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    form.current?.requestSubmit();
  };

  return (
    <form
      ref={form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className={cn('grid gap-2', className)}
    >
      <Label htmlFor={fieldId} className="sr-only">
        {t('composer.label')}
      </Label>
      <Textarea
        id={fieldId}
        rows={2}
        maxLength={MESSAGE_BODY_MAX}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        ref={field}
        placeholder={t('composer.placeholder')}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${errorId} ${id}-hint` : `${id}-hint`}
        className="min-h-16"
      />
      {showImage ? (
        <ImageUpload id={`${id}-image`} purpose="message" value={image} onChange={setImage} onUploadingChange={setUploading} disabled={sending} />
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {showImage ? null : (
            <Button type="button" variant="ghost" size="sm" onClick={() => setShowImage(true)} disabled={sending}>
              <ImagePlus aria-hidden="true" />
              {t('composer.addImage')}
            </Button>
          )}
          <p id={`${id}-hint`} className="hidden text-xs text-muted-foreground sm:block">
            {t('composer.hint')}
          </p>
        </div>
        <Button type="submit" disabled={busy}>
          <SendHorizontal aria-hidden="true" />
          {sending ? t('composer.sending') : t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
