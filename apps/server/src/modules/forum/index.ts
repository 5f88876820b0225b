/** What other modules may use of the forum module: they import it from here, never from its files. */
export { presentCategory } from './forum.presenter.ts';
export { selectCategories } from './forum.queries.ts';
export { replyKind, topicKind } from './forum.content-kinds.ts';
export { recomputeForumCounters } from './forum.counters.ts';
