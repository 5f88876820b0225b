import { LegalityGuide } from '@/features/legality/components/legality-guide';

/**
 * `/legality` ("Modifiye ve Muayene Rehberi"): the public table of which modifications are
 * allowed on Turkish roads, which need a modification project and an inspection, and which are
 * not allowed — server-rendered from the shared table, no request.
 */
export function Component() {
  return <LegalityGuide />;
}
Component.displayName = 'LegalityRoute';
