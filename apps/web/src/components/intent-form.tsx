import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';

interface IntentFormProps {
  /** The page route whose `action` handles the intent, e.g. `/garage/<id>`. */
  action: string;
  /** What the action is asked to do (`like`, `favorite`, `comment`, `follow`, `vote`…). */
  intent: string;
  /** Further hidden fields (the wanted state, the target's id). */
  fields?: Record<string, string>;
  /**
   * After hydration: does the work in the browser (the optimistic TanStack mutation) — the
   * native post is prevented. Before hydration (or without JavaScript) the form posts.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  /** Where the action sends the browser back to (default: this page, address and query). */
  next?: string;
  children: ReactNode;
}

/**
 * A page control that works before the script runs: a `<form method="post">` to a page route
 * carrying `intent`, the hidden `fields` and `next` (the page to come back to). Posted natively,
 * the route's action calls the API on the server and redirects back (lib/page-intent.ts); once
 * hydrated, `onSubmit` runs instead (the native post is prevented first).
 */
export function IntentForm({ action, intent, fields = {}, onSubmit, className, next, children }: IntentFormProps) {
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action={action}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="next" value={next ?? pathname + search} />
      {children}
    </form>
  );
}
