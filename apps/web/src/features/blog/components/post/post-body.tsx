import { cn } from '@/lib/utils';

/**
 * Readable typography for a post's body, in the spirit of Tailwind's typography plugin (no extra
 * package): headings, paragraphs, lists, quotes, links, images, code. Applies to the server's
 * allow-listed tags only (apps/server/src/lib/rich-text.ts); shared with the editor so what the
 * author writes looks as it will be shown.
 */
export const PROSE_CLASSES = cn(
  'max-w-none text-base leading-7 break-words text-foreground',
  '[&_p]:my-4 [&_p:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary/80',
  '[&_strong]:font-semibold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li>p]:my-0',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/50 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_hr]:my-8 [&_hr]:border-border',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
);

/**
 * The post's HTML body. `html` is the server's sanitised HTML (allow-list, on every write) and
 * is the only member HTML the app ever inserts.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
