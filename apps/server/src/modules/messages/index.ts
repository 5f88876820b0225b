/** What other modules may use of the messages module: they import it from here, never from its files. */
export { messageKind } from './messages.content-kinds.ts';
