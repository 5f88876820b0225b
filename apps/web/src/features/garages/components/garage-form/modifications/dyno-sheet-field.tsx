import { useId, useRef, useState } from 'react';
import { FileText, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentRef } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { DOCUMENT_ACCEPT, getDocumentUploadErrorMessage, uploadDocument } from '@/lib/upload-document';

interface DynoSheetFieldProps {
  /** The attached dyno sheet, or null. */
  value: DocumentRef | null;
  onChange: (value: DocumentRef | null) => void;
  /** Told while an upload runs (the dialog does not save meanwhile). */
  onUploadingChange: (uploading: boolean) => void;
  /** The server's message for the field (e.g. an id that is not the member's). */
  error?: string;
}

/**
 * A modification's dyno sheet: upload one PDF or image (`dyno_sheet`), then its name (a link
 * to the file) and 'Kaldır'. The upload is stored at once; the modification refers to it when
 * the garage is saved (an unsaved upload is swept after a day).
 */
export function DynoSheetField({ value, onChange, onUploadingChange, error }: DynoSheetFieldProps) {
  const { t } = useTranslation(['buildLog', 'errors', 'upload']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error ?? null;

  const upload = async (file: File) => {
    setProblem(null);
    setUploading(true);
    onUploadingChange(true);
    try {
      onChange(await uploadDocument(file, 'dyno_sheet'));
    } catch (failure) {
      setProblem(getDocumentUploadErrorMessage(failure, t));
    } finally {
      setUploading(false);
      onUploadingChange(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('mod.dynoSheet')}</Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('mod.dynoSheetHint')}
      </p>
      {value ? (
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-md border p-2">
          <a
            href={value.url}
            target="_blank"
            rel="noreferrer"
            className="flex min-w-0 items-center gap-2 text-sm font-medium break-all hover:underline"
          >
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('mod.dynoSheetOpen', { name: value.name })}</span>
            <span aria-hidden="true">{value.name}</span>
          </a>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={() => onChange(null)}
            aria-label={t('mod.dynoSheetRemoveOne', { name: value.name })}
          >
            <Trash2 aria-hidden="true" />
            {t('mod.dynoSheetRemove')}
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(message)}
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="outline" className="w-full sm:w-fit" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {uploading ? t('mod.dynoSheetUploading') : t('mod.dynoSheetUpload')}
      </Button>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
