import { Suspense, type ReactNode } from 'react';
import type { CompactRichTextEditorProps } from './compact-rich-text-editor';
import { LazyCompactRichTextEditor } from './lazy-editors';

/**
 * Where a form writes member text after the page's script runs (answers, comments and their
 * edits): the compact editor, downloaded on its first render, with `loading` shown until it is
 * there (the form's plain textarea, so nothing jumps). Images are offered: the server keeps an
 * upload while a body of its writer shows it.
 */
export function CompactEditorField({
  loading,
  ...editor
}: CompactRichTextEditorProps & { loading: ReactNode }) {
  return (
    <Suspense fallback={loading}>
      <LazyCompactRichTextEditor images {...editor} />
    </Suspense>
  );
}
