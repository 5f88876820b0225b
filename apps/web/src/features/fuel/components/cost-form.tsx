import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { COST_KINDS, COST_NOTE_MAX_LENGTH, type CostEntry } from '@garaj/shared';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useFuelForm } from './form-state';

interface CostFormProps {
  garageId: string;
  today: string;
  /** The entry being edited (`?editCost=`), or null for a new one. */
  editing: CostEntry | null;
  next: string;
}

/**
 * Add (or edit) a cost entry — trafik sigortası, kasko, MTV, muayene, HGS/OGS and parking, other:
 * a form posted to the page's action, working before the script runs and without it.
 */
export function CostForm({ garageId, today, editing, next }: CostFormProps) {
  const { t } = useTranslation(['fuel', 'errors']);
  const intent = editing ? 'updateCost' : 'createCost';
  const form = useFuelForm(intent, editing?.id, t);
  const { key: locationKey } = useLocation();
  const id = (name: string) => `cost-${name}`;
  return (
    <section aria-labelledby="cost-form-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h3 id="cost-form-heading" className="font-semibold">
        {editing ? t('costForm.editTitle') : t('costForm.addTitle')}
      </h3>
      <Form key={`${editing?.id ?? 'new'}-${locationKey}-${form.failure ? 'failed' : 'fresh'}`} method="post" action={next} className="grid gap-4" aria-busy={form.busy}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="garageId" value={garageId} />
        <input type="hidden" name="next" value={next} />
        {editing ? <input type="hidden" name="target" value={editing.id} /> : null}
        {form.formError ? <FormAlert title={t('costForm.errorTitle')} message={form.formError} /> : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField id={id('kind')} label={t('costForm.kind')} error={form.error('kind')} required>
            {(control) => (
              <NativeSelect {...control} name="kind" defaultValue={form.text('kind', editing?.kind ?? 'traffic_insurance')}>
                {COST_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`categories.${kind}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={id('date')} label={t('costForm.date')} error={form.error('spentOn')} required>
            {(control) => <Input {...control} type="date" name="spentOn" max={today} required defaultValue={form.text('spentOn', editing?.spentOn ?? today)} />}
          </FormField>
          <FormField id={id('amount')} label={t('costForm.amount')} error={form.error('amountTl')} required>
            {(control) => <Input {...control} name="amountTl" inputMode="decimal" autoComplete="off" required defaultValue={form.text('amountTl', editing ? String(editing.amountTl) : '')} />}
          </FormField>
          <FormField id={id('note')} label={t('costForm.note')} error={form.error('note')}>
            {(control) => <Input {...control} name="note" maxLength={COST_NOTE_MAX_LENGTH} defaultValue={form.text('note', editing?.note ?? '')} />}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.busy}>
            {editing ? t('costForm.save') : t('costForm.add')}
          </Button>
          {editing ? (
            <Button asChild variant="outline">
              <Link to={next}>{t('actions.cancel')}</Link>
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
