import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface DialogFormFooterProps {
  /** The form-level error (the server's message, translated), announced as an alert; null for none. */
  error: string | null;
  onCancel: () => void;
  submitLabel: string;
  /** Disables the submit button while the request runs (or uploads are pending). */
  busy: boolean;
  /** Red submit button for irreversible actions (ban, delete). */
  destructive?: boolean;
}

/** The end of an admin dialog's form: its error, then Cancel and the submit button. */
export function DialogFormFooter({ error, onCancel, submitLabel, busy, destructive = false }: DialogFormFooterProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('admin:actions.cancel')}
        </Button>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
