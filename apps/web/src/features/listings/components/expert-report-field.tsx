import { useRef, useState } from 'react';
import type { DocumentRef } from '@garaj/shared';
import { FileText, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { Button } from '@/components/ui/button';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { Spinner } from '@/components/ui/spinner';
import { DOCUMENT_ACCEPT, getDocumentUploadErrorMessage, uploadDocument } from '@/lib/upload-document';

/**
 * The expert report ("ekspertiz raporu", PDF or image) of the listing form. Uploading needs the
 * script (the file goes to POST /api/documents first, its id into the hidden `expertReportId`);
 * keeping or removing a stored report ("Raporu kaldır") works in a plain post too.
 */
export function ExpertReportField({ initial, error }: { initial: DocumentRef | null; error?: string }) {
  const { t } = useTranslation(['listings', 'errors', 'upload']);
  const [report, setReport] = useState<DocumentRef | null>(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      setReport(await uploadDocument(file, 'expert_report'));
    } catch (failure) {
      setProblem(getDocumentUploadErrorMessage(failure, t));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const message = problem ?? error;
  return (
    <fieldset className="grid gap-3" aria-describedby={message ? 'expert-report-error' : undefined}>
      <legend className="text-sm font-medium">{t('listings:form.expertReport')}</legend>
      <p className="text-sm text-muted-foreground">{t('listings:form.expertReportHint')}</p>
      <input type="hidden" name="expertReportId" value={report?.id ?? ''} />
      {report ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <a href={report.url} target="_blank" rel="noopener" className="inline-flex items-center gap-2 font-medium text-primary hover:underline">
            <FileText className="size-4" aria-hidden="true" />
            {report.name}
          </a>
          <label className="flex items-center gap-2">
            <NativeCheckbox name="removeExpertReport" value="true" />
            {t('listings:form.removeExpertReport')}
          </label>
        </div>
      ) : null}
      <NeedsJavaScript>
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={busy}>
          {busy ? <Spinner size="sm" label={t('listings:form.uploading')} /> : <Upload aria-hidden="true" />}
          {report ? t('listings:form.replaceExpertReport') : t('listings:form.uploadExpertReport')}
        </Button>
      </NeedsJavaScript>
      <input ref={input} type="file" accept={DOCUMENT_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void onFile(event.target.files?.[0])} />
      {message ? (
        <p id="expert-report-error" role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
