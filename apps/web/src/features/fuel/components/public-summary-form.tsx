import { useRef } from 'react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import type { FuelGarage } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { useHydrated } from '@/hooks/use-hydrated';
import { useFuelForm } from './form-state';

/**
 * "Show my running costs": whether compare may show this garage's cost summary (average
 * consumption, cost per km, logged distance — never the log itself). Off until the owner turns
 * it on. A form posted to the page's action; once hydrated, ticking the box saves at once.
 */
export function PublicSummaryForm({ garage, next }: { garage: FuelGarage; next: string }) {
  const { t } = useTranslation(['fuel', 'errors']);
  const form = useFuelForm('settings', undefined, t);
  const hydrated = useHydrated();
  const submit = useSubmit();
  const ref = useRef<HTMLFormElement>(null);
  return (
    <section id="public-summary" aria-labelledby="public-summary-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="public-summary-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Eye className="size-5 text-primary" aria-hidden="true" />
        {t('publicSummary.title')}
      </h2>
      <Form ref={ref} key={String(garage.showCosts)} method="post" action={next} className="flex flex-wrap items-start gap-3" aria-busy={form.busy}>
        <input type="hidden" name="intent" value="settings" />
        <input type="hidden" name="garageId" value={garage.id} />
        <input type="hidden" name="next" value={next} />
        <NativeCheckbox
          id="public-summary-show"
          name="showCosts"
          defaultChecked={garage.showCosts}
          aria-describedby="public-summary-hint"
          onChange={hydrated ? () => ref.current && void submit(ref.current) : undefined}
        />
        <div className="grid flex-1 gap-1">
          <Label htmlFor="public-summary-show">{t('publicSummary.label')}</Label>
          <p id="public-summary-hint" className="text-sm text-muted-foreground">
            {t('publicSummary.hint')}
          </p>
          {form.formError ? (
            <p role="alert" className="text-sm text-destructive">
              {form.formError}
            </p>
          ) : null}
        </div>
        {hydrated ? null : (
          <Button type="submit" variant="outline">
            {t('publicSummary.save')}
          </Button>
        )}
      </Form>
    </section>
  );
}
