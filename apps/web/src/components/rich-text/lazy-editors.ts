import { lazy } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/*
 * The rich-text editors as pages use them: each is downloaded on its first render, together with
 * its translations. TipTap (ProseMirror) is large: a page never imports the editor modules
 * statically, only these (inside <Suspense>), so it is never part of a page's first download.
 */

/** The post editor (full toolbar): rich-text-editor.tsx. */
export const LazyRichTextEditor = lazy(() =>
  Promise.all([import('./rich-text-editor'), loadNamespaces(['editor', 'upload'])]).then(([module]) => ({ default: module.RichTextEditor })),
);

/** The topic, answer and comment editor (compact toolbar, @mentions): compact-rich-text-editor.tsx. */
export const LazyCompactRichTextEditor = lazy(() =>
  Promise.all([import('./compact-rich-text-editor'), loadNamespaces(['editor'])]).then(([module]) => ({ default: module.CompactRichTextEditor })),
);
