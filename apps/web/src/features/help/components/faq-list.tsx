import type { HelpFaq } from '@garaj/shared';
import { ChevronDown } from 'lucide-react';

/**
 * The FAQ accordion ("FAQ items expand individually"): native
 * `<details>`/`<summary>`, so each item opens on its own, by mouse or by keyboard (Tab to a
 * question, Enter or Space), and works before the page's script has loaded.
 */
export function FaqList({ items }: { items: HelpFaq[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((faq) => (
        <li key={faq.id}>
          <details className="group rounded-xl border bg-card" data-testid="faq-item">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-4 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              <span>{faq.question}</span>
              <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="px-4 pb-4 leading-relaxed whitespace-pre-line text-muted-foreground">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
