import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

interface AccountDialogProps {
  open: boolean;
  /** Called with the new state; not while `busy` (the dialog stays open mid-request). */
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** The outline button on the settings page that opens the dialog. */
  trigger: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** An account settings dialog (e-mail, password): its opening button, title and description, then the form. */
export function AccountDialog({ open, onOpenChange, busy, trigger, title, description, children }: AccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">{trigger}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface AccountFormFooterProps {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
}

/** An account dialog form's 'İptal' and submit buttons: both locked and 'Kaydediliyor...' while `busy`. */
export function AccountFormFooter({ busy, onCancel, submitLabel }: AccountFormFooterProps) {
  const { t } = useTranslation('auth');
  return (
    <DialogFormFooter error={null} onCancel={onCancel} cancelDisabled={busy} busy={busy} busyLabel={t('auth:account.saving')} submitLabel={submitLabel} />
  );
}
