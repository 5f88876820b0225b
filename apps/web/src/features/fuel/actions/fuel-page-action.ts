import type { ActionFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { costEntryInput, costSettingsInput, fillUpInput } from '@garaj/shared';
import { formFailure, isServerAction, readForm } from '@/lib/form-action';
import { i18n } from '@/lib/i18n';
import { backPath, postedValues, runIntent, withAnchor, withParam } from '@/lib/page-intent';
import { getQueryClient } from '@/lib/query-client';
import { createCostEntry, deleteCostEntry, updateCostEntry, updateCostSettings } from '../api/costs';
import { createFillUp, deleteFillUp, updateFillUp } from '../api/fill-ups';
import { fuelKeys } from '../api/query-keys';

/** Checkboxes of the fill-up form (absent = unticked). */
const FILL_UP_FLAGS = ['isFull', 'missedPrevious'] as const;

/**
 * The action of `/fuel` for its forms, posted natively before the script runs (or without it)
 * and by React Router's `<Form>` after hydration — one write path, the API:
 * `intent` = `createFillUp` / `updateFillUp` (`target`) / `deleteFillUp` (`target`),
 * `createCost` / `updateCost` / `deleteCost`, `settings` (`showCosts`), with `garageId` and `next`
 * (the page to go back to). A deletion without `confirmed=yes` (a click before the confirmation
 * dialog could open) goes back to the page asking for it (`?confirm=`). Success → back to `next`
 * anchored to the list it changed (and, in the browser, a toast and fresh fuel queries); a visitor
 * → the sign-in page; a refusal → the page again with the form as typed and the reason.
 */
export async function fuelPageAction({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const garageId = field('garageId');
  const target = field('target');
  const back = backPath(formData, `/fuel?garage=${encodeURIComponent(garageId)}`);
  const values = postedValues(formData);
  const confirmed = formData.get('confirmed') === 'yes';

  const done = async (message: string, anchor: string) => {
    if (!isServerAction()) {
      toast.success(i18n.t('fuel:toast.success'), { description: i18n.t(`fuel:toast.${message}`) });
      await getQueryClient().invalidateQueries({ queryKey: fuelKeys.all });
    }
    return withAnchor(back, anchor);
  };

  return runIntent(back, values, async () => {
    switch (formData.get('intent')) {
      case 'createFillUp':
      case 'updateFillUp': {
        const parsed = readForm(formData, fillUpInput, { booleans: FILL_UP_FLAGS });
        if (!parsed.success) return formFailure(400, { fieldErrors: parsed.fieldErrors, values: { ...values, ...parsed.values } });
        if (formData.get('intent') === 'createFillUp') await createFillUp(garageId, parsed.data);
        else await updateFillUp(target, parsed.data);
        return done(formData.get('intent') === 'createFillUp' ? 'fillUpAdded' : 'fillUpUpdated', 'fill-ups');
      }
      case 'deleteFillUp':
        if (!confirmed) return withParam(back, 'confirm', `fill-up:${target}`);
        await deleteFillUp(target);
        return done('fillUpDeleted', 'fill-ups');
      case 'createCost':
      case 'updateCost': {
        const parsed = readForm(formData, costEntryInput);
        if (!parsed.success) return formFailure(400, { fieldErrors: parsed.fieldErrors, values });
        if (formData.get('intent') === 'createCost') await createCostEntry(garageId, parsed.data);
        else await updateCostEntry(target, parsed.data);
        return done(formData.get('intent') === 'createCost' ? 'costAdded' : 'costUpdated', 'costs');
      }
      case 'deleteCost':
        if (!confirmed) return withParam(back, 'confirm', `cost:${target}`);
        await deleteCostEntry(target);
        return done('costDeleted', 'costs');
      case 'settings': {
        const parsed = readForm(formData, costSettingsInput, { booleans: ['showCosts'] });
        if (!parsed.success) return formFailure(400, { fieldErrors: parsed.fieldErrors, values });
        await updateCostSettings(garageId, { showCosts: parsed.data.showCosts });
        return done(parsed.data.showCosts ? 'summaryPublic' : 'summaryPrivate', 'public-summary');
      }
      default:
        return formFailure(400, { formError: 'errors:VALIDATION_FAILED', values });
    }
  });
}
