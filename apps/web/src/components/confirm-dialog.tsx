import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

interface ConfirmDialogTexts {
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Opened by its own trigger button, or by the caller (`open` + `onCancel`, e.g. after a select changed). */
type ConfirmDialogProps = ConfirmDialogTexts &
  (
    | {
        /** The button that opens the dialog (rendered through `asChild`). */
        trigger: ReactNode;
        open?: undefined;
        onCancel?: undefined;
      }
    | { trigger?: undefined; open: boolean; onCancel: () => void }
  );

/**
 * "Are you sure?" before destroying data: a Radix alert dialog (focus trapped, Escape cancels,
 * Cancel focused first). All texts come translated from the caller.
 */
export function ConfirmDialog({ trigger, open, onCancel, title, description, cancelLabel, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const controlled = open === undefined ? {} : { open, onOpenChange: (next: boolean) => (next ? undefined : onCancel?.()) };
  return (
    <AlertDialog {...controlled}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
