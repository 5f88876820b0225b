import { commentInput } from '@garaj/shared';
import type { ActionFunctionArgs } from 'react-router';
import { formFailure, readForm } from '@/lib/form-action';
import { backPath, postedValues, runIntent, withAnchor } from '@/lib/page-intent';
import { textToHtml } from '@/lib/text-to-html';
import { createPostComment } from '../api/create-post-comment';
import { setPostFavorite } from '../api/set-post-favorite';
import { setPostLike } from '../api/set-post-like';

/**
 * The action of `/blog/:slug` for its controls posted before the script runs (or without it):
 * `intent` = `like` (`liked` = the wanted state), `favorite` (`favorited`), `comment` (`body`, plain
 * text as typed: sent as escaped paragraphs like the browser's editor HTML),
 * each with `target` = the post's id. Same API calls as the browser's mutations; back to the
 * page anchored to the control, a visitor to the sign-in page, a refusal shown by the control.
 */
export async function postPageAction({ request, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const back = backPath(formData, `/blog/${encodeURIComponent(params.slug ?? '')}`);
  const values = postedValues(formData);
  const target = formData.get('target');
  const postId = typeof target === 'string' ? target : '';
  return runIntent(back, values, async () => {
    switch (formData.get('intent')) {
      case 'like':
        await setPostLike(postId, formData.get('liked') === 'true');
        return withAnchor(back, `like-${postId}`);
      case 'favorite':
        await setPostFavorite(postId, formData.get('favorited') === 'true');
        return withAnchor(back, `favorite-${postId}`);
      case 'comment': {
        const parsed = readForm(formData, commentInput);
        if (!parsed.success) return formFailure(400, { fieldErrors: parsed.fieldErrors, values });
        await createPostComment(postId, { body: textToHtml(parsed.data.body) });
        return withAnchor(back, 'comments');
      }
      default:
        return formFailure(400, { formError: 'errors:VALIDATION_FAILED', values });
    }
  });
}
