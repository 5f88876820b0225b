import { MESSAGE_UNREAD_CAP } from '@garaj/shared';
import { cn } from '@/lib/utils';

/** A count as the badges show it: "99+" from MESSAGE_UNREAD_CAP on (the server counts no further). */
export function badgeCount(count: number): string {
  return count >= MESSAGE_UNREAD_CAP ? `${MESSAGE_UNREAD_CAP}+` : String(count);
}

/**
 * A round count badge. Decorative by default (the control it sits on carries the count in its
 * accessible name); pass `label` when the badge itself must be read out.
 */
export function UnreadBadge({ count, label, className }: { count: number; label?: string; className?: string }) {
  return (
    <span
      className={cn(
        'flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-semibold text-primary-foreground tabular-nums',
        className,
      )}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {badgeCount(count)}
    </span>
  );
}
