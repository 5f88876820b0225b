import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { sendQuote } from '../hooks/use-quote';
import { htmlToText, quoteText } from '../utils/forum-text';

/** Characters of a whole post quoted when nothing of it is selected. */
export const QUOTE_MAX_CHARS = 500;

/**
 * "Alıntıla": puts the part of the post the member selected — or, with nothing selected in it,
 * its beginning — into the answer box as a quote naming its author.
 */
export function QuoteButton({ author, bodyHtml, containerId }: { author: string; bodyHtml: string; containerId: string }) {
  const { t } = useTranslation('forum');
  const onClick = () => {
    const selection = window.getSelection();
    const container = document.getElementById(containerId);
    const selected = selection && !selection.isCollapsed && container?.contains(selection.anchorNode) ? selection.toString().trim() : '';
    const text = selected || htmlToText(bodyHtml).replace(/^>.*$/gm, '').trim().slice(0, QUOTE_MAX_CHARS);
    if (text) sendQuote(quoteText(author, text));
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      // Keeps the selection: the click would otherwise collapse it before it is read.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Quote aria-hidden="true" />
      {t('quote.button')}
    </Button>
  );
}
