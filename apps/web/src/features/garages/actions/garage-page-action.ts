import { commentInput } from '@garaj/shared';
import type { ActionFunctionArgs } from 'react-router';
import { formFailure, readForm } from '@/lib/form-action';
import { backPath, postedValues, runIntent, withAnchor, withParam } from '@/lib/page-intent';
import { textToHtml } from '@/lib/text-to-html';
import { createComment } from '../api/create-comment';
import { setGarageFavorite } from '../api/set-garage-favorite';
import { setGarageLike } from '../api/set-garage-like';

/**
 * The action of `/garage/:id` for its controls posted before the script runs (or without it):
 * `intent` = `like` (`liked` = the wanted state), `favorite` (`favorited`), `comment` (`body`, plain
 * text as typed: sent as escaped paragraphs like the browser's editor HTML).
 * Same API calls as the browser's mutations; back to `next` (the page the control was on)
 * anchored to the control, a visitor to the sign-in page, a refusal shown by the control.
 */
export async function garagePageAction({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? '';
  const formData = await request.formData();
  const back = backPath(formData, `/garage/${id}`);
  const values = postedValues(formData);
  return runIntent(back, values, async () => {
    switch (formData.get('intent')) {
      case 'like':
        await setGarageLike(id, formData.get('liked') === 'true');
        return withAnchor(back, `like-${id}`);
      case 'favorite':
        await setGarageFavorite(id, formData.get('favorited') === 'true');
        return withAnchor(back, `favorite-${id}`);
      case 'comment': {
        const parsed = readForm(formData, commentInput);
        if (!parsed.success) return formFailure(400, { fieldErrors: parsed.fieldErrors, values });
        await createComment(id, { body: textToHtml(parsed.data.body) });
        return withAnchor(withParam(back, 'tab', 'comments'), 'comments');
      }
      default:
        return formFailure(400, { formError: 'errors:VALIDATION_FAILED', values });
    }
  });
}
