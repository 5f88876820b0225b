/**
 * The places of the member's header icons (part of the first download, so kept tiny): for a
 * signed-in member it reserves the boxes of the messages link and the notification bell and loads
 * both (./member-icons, with their translations) in one chunk on the visitor's first interaction
 * or {@link MEMBER_ICONS_FALLBACK_MS} after `load` — after the page is interactive, never during
 * hydration (the icons must not grow the first load of `/`).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { loadNamespaces } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
// Type only: the module itself is loaded with import() below.
import type * as MemberIconsModule from './member-icons';

/** Wait after `load` before loading the icons without an interaction (ms). */
export const MEMBER_ICONS_FALLBACK_MS = 1_500;

/**
 * The messages link shows from `sm` up (phones reach /messages through the menu, and a new message
 * is in the bell's notifications too): a phone's header has no room for one more icon.
 */
const MESSAGES_CLASS = 'hidden sm:inline-flex';
const MESSAGES_SLOT_CLASS = 'hidden sm:inline-block';

let loaded: typeof MemberIconsModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadIcons(): Promise<void> {
  loading ??= Promise.all([import('./member-icons'), loadNamespaces(['notifications', 'badges', 'messages'])]).then(
    ([module]) => {
      loaded = module;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // offline or a stale deploy: the next interaction retries
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Signed in: the messages link and the bell once loaded, empty slots of their exact boxes (40 × 40
 * px each, never shrunk) until then — also while the session is still loading, so a member's
 * header does not move when the session and then the icons arrive. Signed out: nothing.
 */
export function DeferredMemberIcons() {
  const { user, isPending } = useCurrentUser();
  const module = useSyncExternalStore(subscribe, () => loaded, () => null);
  useEffect(() => {
    if (!user || loaded) return;
    return onFirstInteraction(() => void loadIcons(), MEMBER_ICONS_FALLBACK_MS);
  }, [user]);
  if (!user && !isPending) return null;
  if (!user || !module) {
    return (
      <>
        <span className={cn('size-10 shrink-0', MESSAGES_SLOT_CLASS)} aria-hidden="true" data-testid="messages-slot" />
        <span className="inline-block size-10 shrink-0" aria-hidden="true" data-testid="bell-slot" />
      </>
    );
  }
  return (
    <>
      <module.MessagesLink className={cn('shrink-0', MESSAGES_CLASS)} />
      <module.NotificationBell className="shrink-0" />
    </>
  );
}
