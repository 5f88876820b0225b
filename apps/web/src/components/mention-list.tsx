import type { DirectoryCard } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/utils';

/**
 * The `@username` suggestions under a textarea (hooks/use-mention-suggestions.ts) or the rich-text
 * editor (rich-text/member-mentions.tsx): a listbox the text box drives with its arrows
 * (aria-activedescendant); a click or Enter picks a member.
 */
export function MentionList({ id, items, active, optionId, onChoose }: { id: string; items: DirectoryCard[]; active: number; optionId: (index: number) => string; onChoose: (member: DirectoryCard) => void }) {
  const { t } = useTranslation('common');
  if (!items.length) return null;
  return (
    <ul id={id} role="listbox" aria-label={t('mentions.label')} className="z-10 grid max-w-sm gap-0.5 rounded-md border bg-popover p-1 text-sm shadow-md">
      {items.map((member, index) => (
        <li
          key={member.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={cn('flex cursor-pointer items-center gap-2 rounded px-2 py-1.5', index === active && 'bg-accent text-accent-foreground')}
          // Keeps the caret in the text box: the choice happens on the press.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(member);
          }}
        >
          <UserAvatar name={member.username} image={member.avatar?.url} className="size-6" />
          <span className="font-medium">@{member.username}</span>
          {member.fullName ? <span className="truncate text-muted-foreground">{member.fullName}</span> : null}
        </li>
      ))}
    </ul>
  );
}
