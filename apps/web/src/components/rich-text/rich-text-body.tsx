import { cn } from '@/lib/utils';

/**
 * Members' rich text as shown: a forum topic's or answer's body, a garage or post comment. No
 * TipTap here: pages import it statically. `html` must be the API's field as is: the server sanitised it with
 * an allow-list on every write (apps/server/src/lib/rich-text.ts), so it holds no script, event
 * handler or unsafe URL — nothing else may be passed here.
 */
export function RichTextBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'text-sm leading-relaxed break-words sm:text-base',
        '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
        '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
        '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3',
        '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
        className,
      )}
      // Sanitised by the server (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
