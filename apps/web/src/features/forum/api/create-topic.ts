import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NewTopicInput, type TopicDetail, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { addTopicToLists, refreshForumCounts } from './forum-cache';
import { forumKeys } from './query-keys';

/** POST /api/forum/topics — a new question or discussion (verified members; 201 with the topic). */
export function createTopic(input: NewTopicInput): Promise<TopicDetail> {
  return apiFetch(forumApi.createTopic, { json: input });
}

/** Creates a topic; it goes to the top of the lists that show it, and the counts are read again. */
export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: (topic) => {
      queryClient.setQueryData(forumKeys.topic(topic.id), topic);
      addTopicToLists(queryClient, topic);
      refreshForumCounts(queryClient);
    },
  });
}
