import { useParams } from 'react-router';
import { EventEditorPage } from '@/features/community/components/event-editor-page';

/** `/community/events/:id/edit`: admins edit an event. */
export function Component() {
  const { id = '' } = useParams();
  return <EventEditorPage id={id} />;
}
Component.displayName = 'CommunityEventEditPage';
