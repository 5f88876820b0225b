import { TriangleAlert } from 'lucide-react';

/**
 * A form's message about the whole submission (already translated): wrong password, rate limit,
 * an unexpected failure. Rendered in the page (server and browser), so a form posted without
 * the app's script shows it too (lib/form-action.ts).
 */
export function FormAlert({ title, message, id }: { title: string; message: string; id?: string }) {
  return (
    <div id={id} role="alert" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold text-destructive">{title}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
