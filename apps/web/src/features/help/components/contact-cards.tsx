import { Bot, Mail, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const CARDS = [
  { key: 'form', Icon: Mail, to: '#contact-form' },
  { key: 'forum', Icon: MessagesSquare, to: '/forum' },
  { key: 'assistant', Icon: Bot, to: '/assistant' },
] as const;

/** The contact cards: the form below, the forum, the modification assistant (no invented phone or address). */
export function ContactCards() {
  const { t } = useTranslation('help');
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {CARDS.map(({ key, Icon, to }) => (
        <li key={key} className="flex flex-col gap-3 rounded-xl border bg-card p-5">
          <Icon className="size-7 text-primary" aria-hidden="true" />
          <h3 className="text-lg font-semibold">{t(`contact.cards.${key}.title`)}</h3>
          <p className="flex-1 text-sm text-muted-foreground">{t(`contact.cards.${key}.text`)}</p>
          <Button asChild variant="outline" className="self-start">
            {to.startsWith('#') ? <a href={to}>{t(`contact.cards.${key}.action`)}</a> : <Link to={to}>{t(`contact.cards.${key}.action`)}</Link>}
          </Button>
        </li>
      ))}
    </ul>
  );
}
