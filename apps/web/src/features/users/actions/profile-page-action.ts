import type { ActionFunctionArgs } from 'react-router';
import { formFailure } from '@/lib/form-action';
import { backPath, postedValues, runIntent, withAnchor } from '@/lib/page-intent';
import { setFollow } from '../api/set-follow';

/**
 * The action of `/user/:username` for a follow posted before the script runs (or without it):
 * `intent` = `follow`, `following` = the wanted state. Same API call as the browser's mutation;
 * back to `next` (the profile, or the directory the heart was on) at the button, a visitor to the
 * sign-in page, a refusal shown by the button.
 */
export async function profilePageAction({ request, params }: ActionFunctionArgs) {
  const username = params.username ?? '';
  const formData = await request.formData();
  const back = backPath(formData, `/user/${encodeURIComponent(username)}`);
  const values = postedValues(formData);
  return runIntent(back, values, async () => {
    if (values.intent !== 'follow') return formFailure(400, { formError: 'errors:VALIDATION_FAILED', values });
    await setFollow(username, values.following === 'true');
    return withAnchor(back, `follow-${values.target ?? ''}`);
  });
}
