import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** First letter of the username, Turkish upper case; 'A' when there is none. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase('tr-TR') : 'A';
}

export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string | null | undefined;
  image: string | null | undefined;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-8', className)}>
      {image ? <AvatarImage src={image} alt="" /> : null}
      <AvatarFallback aria-hidden="true">{avatarInitial(name)}</AvatarFallback>
    </Avatar>
  );
}
