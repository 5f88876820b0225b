import { useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

interface DeleteFormProps {
  intent: 'deleteFillUp' | 'deleteCost';
  garageId: string;
  target: string;
  next: string;
  /** The button's accessible name ('… sil'), naming the record. */
  label: string;
  /** The confirmation's question. */
  description: string;
}

/**
 * 'Sil' for one record, confirmed first. After hydration the button opens a confirmation dialog
 * and only its 'Sil' posts (with `confirmed=yes`); before the script runs (or without it) the
 * form posts without it and the action answers with the page asking for the confirmation
 * (`?confirm=`, components/confirm-delete.tsx).
 */
export function DeleteForm({ intent, garageId, target, next, label, description }: DeleteFormProps) {
  const { t } = useTranslation('fuel');
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  return (
    <Form
      ref={formRef}
      method="post"
      action={next}
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="garageId" value={garageId} />
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="next" value={next} />
      <Button type="submit" variant="ghost" size="sm" aria-label={label} title={label}>
        <Trash2 aria-hidden="true" />
        <span className="max-md:sr-only">{t('actions.delete')}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        title={t('confirmDelete.title')}
        description={description}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('actions.delete')}
        onConfirm={() => {
          setAsking(false);
          const data = new FormData(formRef.current ?? undefined);
          data.set('confirmed', 'yes');
          void submit(data, { method: 'post', action: next });
        }}
      />
    </Form>
  );
}
