/** What other modules may use of the moderation module: they import it from here, never from its files. */
export { deleteContent, setContentHidden } from './moderation.content.ts';
