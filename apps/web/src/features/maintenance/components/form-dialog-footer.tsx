import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface FormDialogFooterProps {
  /** A form-level message (already translated), shown as an alert above the buttons. */
  error: string | null;
  /** True while the request runs: the submit button is disabled and reads 'Kaydediliyor...'. */
  pending: boolean;
  /** The submit button's label when idle. */
  submitLabel: string;
  onCancel: () => void;
}

/** The maintenance dialogs' common end: the form's error message, 'İptal' and the submit button. */
export function FormDialogFooter({ error, pending, submitLabel, onCancel }: FormDialogFooterProps) {
  const { t } = useTranslation('maintenance');
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
