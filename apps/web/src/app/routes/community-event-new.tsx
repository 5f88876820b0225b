import { EventEditorPage } from '@/features/community/components/event-editor-page';

/** `/community/events/new`: admins create an event. */
export function Component() {
  return <EventEditorPage />;
}
Component.displayName = 'CommunityEventNewPage';
