import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface ConfirmDeleteProps {
  kind: 'fill-up' | 'cost';
  garageId: string;
  target: string;
  /** What is about to go ('12 Mart 2026 · 42,5 L'), or null when it is not on the page. */
  subject: string | null;
  next: string;
}

/**
 * The confirmation of a deletion asked for without the script (`?confirm=`): a question, the
 * form that really deletes (`confirmed=yes`) and a way back. Server-rendered, so it works
 * without JavaScript.
 */
export function ConfirmDelete({ kind, garageId, target, subject, next }: ConfirmDeleteProps) {
  const { t } = useTranslation('fuel');
  return (
    <section role="alertdialog" aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text" className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4">
      <h2 id="confirm-delete-title" className="font-semibold">
        {t('confirmDelete.title')}
      </h2>
      <p id="confirm-delete-text" className="text-sm">
        {t(kind === 'fill-up' ? 'confirmDelete.fillUp' : 'confirmDelete.cost')}
        {subject ? <span className="font-medium"> {subject}</span> : null}
      </p>
      <Form method="post" action={next} className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value={kind === 'fill-up' ? 'deleteFillUp' : 'deleteCost'} />
        <input type="hidden" name="garageId" value={garageId} />
        <input type="hidden" name="target" value={target} />
        <input type="hidden" name="confirmed" value="yes" />
        <input type="hidden" name="next" value={next} />
        <Button type="submit" variant="destructive">
          {t('actions.delete')}
        </Button>
        <Button asChild variant="outline">
          <Link to={next}>{t('actions.cancel')}</Link>
        </Button>
      </Form>
    </section>
  );
}
