import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TopicDetail, type TopicModerationInput, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchTopicInLists } from './forum-cache';
import { forumKeys } from './query-keys';

/**
 * PATCH /api/forum/topics/:id — close or reopen (the asker or a moderator), pin or lock
 * (moderators and admins; 403 MODERATION_FORBIDDEN otherwise). Answers the topic.
 */
export function updateTopic(topicId: string, input: TopicModerationInput): Promise<TopicDetail> {
  return apiFetch(forumApi.updateTopic, { params: { id: topicId }, json: input });
}

/** Moderates a topic; a pin change reorders the lists, so they are read again. */
export function useUpdateTopic(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TopicModerationInput) => updateTopic(topicId, input),
    onSuccess: (topic, input) => {
      queryClient.setQueryData(forumKeys.topic(topicId), topic);
      patchTopicInLists(queryClient, topicId, () => ({ isPinned: topic.isPinned, isLocked: topic.isLocked, status: topic.status }));
      if (input.isPinned !== undefined) void queryClient.invalidateQueries({ queryKey: forumKeys.topicLists() });
    },
  });
}
