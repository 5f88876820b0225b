import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/**
 * Links in members' messages: http(s) addresses only (written with the scheme or starting with
 * `www.`), opened in a new tab without the opener, without passing on the page, without
 * endorsing them for search engines (a link written by a member, not by the site).
 */
const LINK_OPTIONS: Opts = {
  validate: (value: string, type: string) => type === 'url' && /^(https?:\/\/|www\.)/i.test(value),
  target: '_blank',
  rel: 'noopener noreferrer nofollow ugc',
  className: 'underline underline-offset-2 break-all',
};

/** A message's plain text with its http(s) addresses as links; line breaks kept, never parsed as HTML. */
export function MessageText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className ?? 'break-words whitespace-pre-wrap'}>
      <Linkify options={LINK_OPTIONS}>{text}</Linkify>
    </p>
  );
}
