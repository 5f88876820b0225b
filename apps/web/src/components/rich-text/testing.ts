import type { TiptapEditorHTMLElement } from '@tiptap/core';
import { act } from '@testing-library/react';

/**
 * For tests: types `text` into a rich-text editor's textbox as the browser's text input does
 * (ProseMirror's text-input handlers first: input rules, @mention suggestions). jsdom has no
 * layout, so user-event's typing into a contenteditable lands in the wrong places; keys
 * (Enter, arrows, Escape) still go through `user.keyboard`.
 */
export async function typeInEditor(box: HTMLElement, text: string): Promise<void> {
  const editor = (box as TiptapEditorHTMLElement).editor;
  if (!editor) throw new Error('typeInEditor: not a rich-text editor');
  for (const char of text) {
    await act(async () => {
      const { view } = editor;
      const { from, to } = view.state.selection;
      const insert = () => view.state.tr.insertText(char, from, to);
      if (!view.someProp('handleTextInput', (handle) => handle(view, from, to, char, insert))) view.dispatch(insert());
      await Promise.resolve();
    });
  }
}

/** For tests: puts the caret at the end of a rich-text editor's text (a click in jsdom leaves it at the start). */
export function moveCaretToEnd(box: HTMLElement): void {
  const editor = (box as TiptapEditorHTMLElement).editor;
  if (!editor) throw new Error('moveCaretToEnd: not a rich-text editor');
  act(() => {
    editor.commands.focus('end', { scrollIntoView: false });
  });
}
