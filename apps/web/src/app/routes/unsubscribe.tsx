import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '@/features/notifications/components/unsubscribe-page';

/** `/unsubscribe?token=…` — a notification mail's unsubscribe link; browser-only page. */
export function Component() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={params.get('token') ?? ''} />;
}
Component.displayName = 'UnsubscribeRoute';
