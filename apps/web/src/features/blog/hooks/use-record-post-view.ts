import { useEffect, useRef } from 'react';
import { useRecordPostView } from '../api/record-post-view';

/**
 * Counts one view when a published post is shown. The ref survives React StrictMode's double
 * effect, so development does not send two requests (the server de-duplicates per visitor and day anyway).
 */
export function useRecordView(postId: string | undefined, published: boolean) {
  const { mutate } = useRecordPostView();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!postId || !published || sentFor.current === postId) return;
    sentFor.current = postId;
    mutate(postId);
  }, [postId, published, mutate]);
}
