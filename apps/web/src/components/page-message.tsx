import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';

interface PageMessageProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Where the one button leads, and its label. */
  to: string;
  action: string;
  /** When set, the document title (not indexed): the message stands for the whole page. */
  documentTitle?: string;
}

/**
 * A page-sized message in place of a screen that cannot be shown ('Giriş Gerekli', not found):
 * an icon, a heading, a text and one button that leads on.
 */
export function PageMessage({ icon: Icon, title, text, to, action, documentTitle }: PageMessageProps) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      {documentTitle ? <PageTitle title={documentTitle} noIndex /> : null}
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}
