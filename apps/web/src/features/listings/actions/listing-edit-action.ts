import type { ActionFunctionArgs } from 'react-router';
import { LISTING_PANELS, listingInput, listingStatusInput, type ListingInput } from '@garaj/shared';
import { fieldErrorsOf, formFailure, isServerAction } from '@/lib/form-action';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/lazy-toast';
import { postedValues, runIntent } from '@/lib/page-intent';
import { getQueryClient } from '@/lib/query-client';
import { saveListing, setListingStatus } from '../api/save-listing';
import { panelFieldName } from '../components/panel-fields';

/** A ticked checkbox of the form (`true` or the browser's default `on`). */
const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};
const ticked = (formData: FormData, name: string) => ['true', 'on'].includes(text(formData, name));

/**
 * The listing form's posted fields as the API's body: numbers as typed (the shared schema reads
 * `1.250.000`), the panel selects (`panel.<name>`) as the panel map, the report kept unless
 * "Raporu kaldır" is ticked.
 */
export function listingFromForm(formData: FormData): ListingInput {
  const panels: Record<string, string> = {};
  for (const panel of LISTING_PANELS) {
    const state = text(formData, panelFieldName(panel));
    if (state) panels[panel] = state;
  }
  const report = text(formData, 'expertReportId');
  return {
    priceTl: text(formData, 'priceTl'),
    km: text(formData, 'km'),
    city: text(formData, 'city'),
    tradeIn: ticked(formData, 'tradeIn'),
    tramerTl: text(formData, 'tramerTl'),
    panels,
    expertReportId: ticked(formData, 'removeExpertReport') || !report ? null : report,
    description: text(formData, 'description'),
    shareHistory: ticked(formData, 'shareHistory'),
  };
}

/** In the browser, after a write: every cached answer is refetched (the garage's sale flag changed too). */
function afterWrite(message: string): void {
  if (isServerAction()) return;
  void getQueryClient().invalidateQueries();
  toast.success(message);
}

/**
 * The action of `/listings/:garageId/edit` (a native post or the app's submit; lib/form-action.ts):
 * `intent` = `save` (the form's fields → PUT /api/listings/:garageId) or `status` (`status` →
 * PUT …/status). Success goes to the listing's page; a visitor to sign in; a refusal or a field
 * error shows the form again with what was typed.
 */
export async function listingEditAction({ request, params }: ActionFunctionArgs) {
  const garageId = params.garageId ?? '';
  const formData = await request.formData();
  const values = postedValues(formData);
  return runIntent(`/listings/${garageId}/edit`, values, async () => {
    if (formData.get('intent') === 'status') {
      const parsed = listingStatusInput.safeParse({ status: formData.get('status') });
      if (!parsed.success) return formFailure(400, { formError: 'errors:VALIDATION_FAILED', values });
      await setListingStatus(garageId, parsed.data.status);
      afterWrite(i18n.t(`listings:status.done.${parsed.data.status}`));
      return `/listings/${garageId}`;
    }
    const input = listingFromForm(formData);
    const parsed = listingInput.safeParse(input);
    if (!parsed.success) return formFailure(400, { fieldErrors: fieldErrorsOf(parsed.error), formError: 'errors:VALIDATION_FAILED', values });
    await saveListing(garageId, input);
    afterWrite(i18n.t('listings:form.saved'));
    return `/listings/${garageId}`;
  });
}
