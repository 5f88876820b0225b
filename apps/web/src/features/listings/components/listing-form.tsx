import { useId } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { LISTING_PANELS, PROVINCES, type ListingDetail, type ListingVehicle, type PanelMap, type PanelState } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { getFieldMessage } from '@/lib/error-message';
import { isFormFailure } from '@/lib/form-action';
import { ExpertReportField } from './expert-report-field';
import { panelFieldName, PanelFields } from './panel-fields';

/** The panel map a failed post sent, else the stored one. */
function keptPanels(kept: Record<string, string | boolean>, stored: PanelMap): PanelMap {
  const posted = LISTING_PANELS.filter((panel) => typeof kept[panelFieldName(panel)] === 'string');
  if (posted.length === 0) return stored;
  return Object.fromEntries(posted.map((panel) => [panel, kept[panelFieldName(panel)] as PanelState]));
}

/**
 * The owner's listing form: a real `<form method="post">` to `/listings/:garageId/edit`, whose
 * route action saves it (lib/form-action.ts) — price, km, city, trade-in, damage record, the
 * panel map (cars only), the expert report, the description and whether the garage's history is
 * shown. A refused post shows the form again with what was typed and each field's reason.
 */
export function ListingForm({ vehicle, listing }: { vehicle: ListingVehicle; listing: ListingDetail | null }) {
  const { t } = useTranslation(['listings', 'errors']);
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const actionData = useActionData<unknown>();
  const failure = isFormFailure(actionData) && actionData.values.intent === 'save' ? actionData : null;
  const kept = failure?.values ?? {};
  const value = (name: string, stored: string | number | null | undefined) => {
    const typed = kept[name];
    if (typeof typed === 'string') return typed;
    return stored === null || stored === undefined ? '' : String(stored);
  };
  const checked = (name: string, stored: boolean) => (failure ? kept[name] === 'true' || kept[name] === 'on' : stored);
  const error = (name: string) => getFieldMessage(failure?.fieldErrors[name], t);

  return (
    <Form method="post" noValidate className="grid gap-6" aria-busy={busy}>
      <input type="hidden" name="intent" value="save" />
      {failure?.formError ? <FormAlert title={t('listings:form.errorTitle')} message={t(failure.formError, { defaultValue: t('errors:INTERNAL') })} /> : null}

      <section className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 sm:p-6">
        <h2 className="text-lg font-semibold sm:col-span-2">{t('listings:form.sale')}</h2>
        <FormField id={`${id}-price`} label={t('listings:form.price')} required error={error('priceTl')} hint={t('listings:form.priceHint')}>
          {(field) => <Input {...field} name="priceTl" inputMode="numeric" defaultValue={value('priceTl', listing?.priceTl)} autoComplete="off" maxLength={13} />}
        </FormField>
        <FormField id={`${id}-km`} label={t('listings:form.km')} required error={error('km')}>
          {(field) => <Input {...field} name="km" inputMode="numeric" defaultValue={value('km', listing?.km)} autoComplete="off" maxLength={9} />}
        </FormField>
        <FormField id={`${id}-city`} label={t('listings:form.city')} required error={error('city')}>
          {(field) => (
            <NativeSelect {...field} name="city" defaultValue={value('city', listing?.city)}>
              <option value="">{t('listings:form.chooseCity')}</option>
              {PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-tramer`} label={t('listings:form.tramer')} error={error('tramerTl')} hint={t('listings:form.tramerHint')}>
          {(field) => <Input {...field} name="tramerTl" inputMode="numeric" defaultValue={value('tramerTl', listing?.tramerTl)} autoComplete="off" maxLength={11} />}
        </FormField>
        <label className="flex items-center gap-3 text-sm sm:col-span-2">
          <NativeCheckbox name="tradeIn" value="true" defaultChecked={checked('tradeIn', listing?.tradeIn ?? false)} />
          {t('listings:form.tradeIn')}
        </label>
      </section>

      {vehicle.vehicleType === 'car' ? (
        <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{t('listings:panelMap.title')}</h2>
          {error('panels') ? (
            <p role="alert" className="text-sm text-destructive">
              {error('panels')}
            </p>
          ) : null}
          <PanelFields initial={keptPanels(kept, listing?.panels ?? {})} idPrefix={`${id}-panel`} />
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">{t('listings:form.noPanelsForMotorcycles')}</p>
      )}

      <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('listings:detail.about')}</h2>
        <FormField id={`${id}-description`} label={t('listings:form.description')} error={error('description')}>
          {(field) => <Textarea {...field} name="description" rows={6} maxLength={5000} defaultValue={value('description', listing?.description)} />}
        </FormField>
        <ExpertReportField initial={listing?.expertReport ?? null} error={error('expertReportId')} />
        <div className="flex items-start gap-3 text-sm">
          <NativeCheckbox id={`${id}-share`} name="shareHistory" value="true" defaultChecked={checked('shareHistory', listing?.shareHistory ?? false)} className="mt-0.5" aria-describedby={`${id}-share-hint`} />
          <div>
            <label htmlFor={`${id}-share`} className="font-medium">
              {t('listings:form.shareHistory')}
            </label>
            <p id={`${id}-share-hint`} className="text-muted-foreground">
              {t('listings:form.shareHistoryHint')}
            </p>
          </div>
        </div>
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {listing ? t('listings:form.save') : t('listings:form.publish')}
        </Button>
      </div>
    </Form>
  );
}
