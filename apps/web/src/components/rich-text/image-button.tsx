import { useRef } from 'react';
import type { Editor } from '@tiptap/react';
import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/lazy-toast';
import { IMAGE_ACCEPT, getUploadErrorMessage, uploadImage } from '@/lib/upload-image';
import { ToolbarButton } from './toolbar-button';

/**
 * The toolbar's "Görsel ekle": the chosen file goes through the image pipeline
 * (`POST /api/images?purpose=post`) and the stored image is inserted with an empty paragraph
 * after it, where typing goes on. `uploading` is the parent's state (the toolbar waits for it).
 */
export function ImageButton({ editor, disabled, uploading, onUploadingChange }: { editor: Editor; disabled: boolean; uploading: boolean; onUploadingChange: (uploading: boolean) => void }) {
  const { t } = useTranslation(['editor', 'upload', 'errors']);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    onUploadingChange(true);
    try {
      const image = await uploadImage(file, 'post');
      editor
        .chain()
        .focus()
        .insertContent([{ type: 'image', attrs: { src: image.url, alt: '' } }, { type: 'paragraph' }])
        .run();
      toast.success(t('upload:success.post'));
    } catch (error) {
      toast.error(t('upload:unexpectedError'), { description: getUploadErrorMessage(error, t) });
    } finally {
      onUploadingChange(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <>
      <ToolbarButton icon={ImagePlus} label={t('editor:image')} disabled={disabled} onClick={() => fileInput.current?.click()} />
      {uploading ? <Spinner size="sm" label={t('upload:uploading')} showLabel className="ml-2 order-last" /> : null}
      <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void onFile(event.target.files?.[0])} />
    </>
  );
}
