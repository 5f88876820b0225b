import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface DialogFormFooterProps {
  /** The form-level error (already translated), announced as an alert above the buttons; null for none. */
  error: string | null;
  onCancel: () => void;
  /** The submit button's label when idle. */
  submitLabel: string;
  /** Disables the submit button while the request runs (or uploads are pending). */
  busy: boolean;
  /** The submit button's label while `busy` (e.g. 'Kaydediliyor...'); `submitLabel` when absent. */
  busyLabel?: string;
  /** Red submit button for irreversible actions (ban, delete). */
  destructive?: boolean;
  /** Disables 'İptal' too (while `busy`, for dialogs that cannot close mid-request). */
  cancelDisabled?: boolean;
}

/** The end of a dialog's form: its error, then 'İptal' and the submit button. */
export function DialogFormFooter({
  error,
  onCancel,
  submitLabel,
  busy,
  busyLabel,
  destructive = false,
  cancelDisabled = false,
}: DialogFormFooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
