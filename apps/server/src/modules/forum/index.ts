/** What other modules may use of the forum module: they import it from here, never from its files. */
export { presentCategory } from './forum.presenter.ts';
export { selectCategories } from './forum.queries.ts';
export { deleteReplyInTransaction, deleteTopicInTransaction, setReplyHiddenInTransaction, setTopicHiddenInTransaction } from './forum.service.ts';
