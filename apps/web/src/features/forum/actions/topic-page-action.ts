import { FORUM_PAGE_SIZE, type VoteValue } from '@garaj/shared';
import type { ActionFunctionArgs } from 'react-router';
import { formFailure } from '@/lib/form-action';
import { backPath, postedValues, runIntent, withAnchor, withParam } from '@/lib/page-intent';
import { createReply } from '../api/create-reply';
import { getTopic } from '../api/get-topic';
import { setVote } from '../api/set-vote';
import { textToHtml } from '@/lib/text-to-html';

const VOTE_VALUES: readonly string[] = ['1', '0', '-1'];

/**
 * The action of `/forum/:id/topic/:topicId` for its controls posted before the script runs (or
 * without it): `intent` = `reply` (`body`, plain text as typed: sent as escaped paragraphs like
 * the browser's form) or `vote` (`kind` topic|reply, `target` its id, `value` 1, -1 or 0). Same
 * API calls as the browser's mutations; an answer brings the member to its page of answers at
 * `#reply-<id>`, a vote back to the arrows; a visitor to the sign-in page.
 */
export async function topicPageAction({ request, params }: ActionFunctionArgs) {
  const topicId = params.topicId ?? '';
  const formData = await request.formData();
  const page = `/forum/${encodeURIComponent(params.id ?? '')}/topic/${encodeURIComponent(topicId)}`;
  const back = backPath(formData, page);
  const values = postedValues(formData);
  return runIntent(back, values, async () => {
    switch (formData.get('intent')) {
      case 'reply': {
        const reply = await createReply(topicId, { body: textToHtml(values.body ?? '') });
        // The new answer is the last one: the topic's last page of answers.
        const topic = await getTopic(topicId);
        const last = Math.max(1, Math.ceil(topic.repliesCount / FORUM_PAGE_SIZE));
        return withAnchor(last > 1 ? withParam(page, 'page', String(last)) : page, `reply-${reply.id}`);
      }
      case 'vote': {
        const target = values.target ?? '';
        if (!VOTE_VALUES.includes(values.value ?? '')) return formFailure(400, { formError: 'errors:VALIDATION_FAILED', values });
        const value = Number(values.value) as VoteValue;
        await setVote(values.kind === 'reply' ? { kind: 'reply', topicId, replyId: target } : { kind: 'topic', topicId }, value);
        return withAnchor(back, `vote-${target}`);
      }
      default:
        return formFailure(400, { formError: 'errors:VALIDATION_FAILED', values });
    }
  });
}
