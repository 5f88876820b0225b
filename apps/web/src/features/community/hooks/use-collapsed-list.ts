import { useState } from 'react';

/**
 * The first `collapsedCount` items until 'Tümünü Gör' (events and forum
 * categories show 2 until 'Tümünü Gör', then all). `canExpand` is false when nothing is hidden.
 */
export function useCollapsedList<T>(items: readonly T[], collapsedCount: number) {
  const [expanded, setExpanded] = useState(false);
  const hidden = Math.max(0, items.length - collapsedCount);
  return {
    visible: expanded ? items : items.slice(0, collapsedCount),
    expanded,
    canExpand: !expanded && hidden > 0,
    hidden,
    expand: () => setExpanded(true),
    collapse: () => setExpanded(false),
  };
}
