// Loaded with a dynamic import by ld-rich-text, so tiptap and ProseMirror form their own chunk
// and only screens that show the editor download them.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

export type LdRichTextCommand = 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'undo' | 'redo';

export interface RichTextEditorOptions {
  element: HTMLElement;
  content: string;
  editable: boolean;
  label: string;
  /** Applied to pasted HTML before ProseMirror reads it. */
  sanitize: (html: string) => string;
  /** A change to the document made by the user (typing, paste, toolbar, a variable badge). */
  onUserChange: () => void;
  /** Selection or marks changed: the toolbar's pressed states may differ. */
  onStateChange: () => void;
}

/** The few things the element needs, so it never touches tiptap's types or code itself. */
export interface RichTextEditorHandle {
  getHTML(): string;
  /** Replaces the document without an update event (a programmatic set). */
  setHTML(html: string): void;
  /** Inserts plain text at the caret (or over the selection) and focuses the editor. */
  insertText(text: string): void;
  run(command: LdRichTextCommand): void;
  isActive(command: LdRichTextCommand): boolean;
  can(command: LdRichTextCommand): boolean;
  setEditable(editable: boolean): void;
  setLabel(label: string): void;
  focus(): void;
  destroy(): void;
}

function attributes(label: string, editable: boolean): Record<string, string> {
  return { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'aria-readonly': String(!editable) };
}

export function createRichTextEditor(options: RichTextEditorOptions): RichTextEditorHandle {
  let label = options.label;
  let editable = options.editable;
  const editor = new Editor({
    element: options.element,
    content: options.content,
    editable,
    // Tiptap's base CSS would land in document.head, outside the shadow root; the element carries it.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        codeBlock: false,
        // The default isAllowedUri rejects javascript: and other script schemes.
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    editorProps: {
      attributes: attributes(label, editable),
      transformPastedHTML: (html) => options.sanitize(html),
    },
    // setHTML passes emitUpdate: false, so this only sees the user's changes.
    onUpdate: () => options.onUserChange(),
    onTransaction: () => options.onStateChange(),
  });

  const chain = () => editor.chain().focus();
  const commands: Record<LdRichTextCommand, () => boolean> = {
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    underline: () => chain().toggleUnderline().run(),
    strike: () => chain().toggleStrike().run(),
    bulletList: () => chain().toggleBulletList().run(),
    orderedList: () => chain().toggleOrderedList().run(),
    undo: () => chain().undo().run(),
    redo: () => chain().redo().run(),
  };
  const checks: Record<LdRichTextCommand, () => boolean> = {
    bold: () => editor.can().toggleBold(),
    italic: () => editor.can().toggleItalic(),
    underline: () => editor.can().toggleUnderline(),
    strike: () => editor.can().toggleStrike(),
    bulletList: () => editor.can().toggleBulletList(),
    orderedList: () => editor.can().toggleOrderedList(),
    undo: () => editor.can().undo(),
    redo: () => editor.can().redo(),
  };

  return {
    getHTML: () => (editor.isEmpty ? '' : editor.getHTML()),
    setHTML: (html) => {
      // Not undoable either: Ctrl+Z must not bring back the previous record's text.
      editor.chain().setMeta('addToHistory', false).setContent(html, { emitUpdate: false }).run();
    },
    insertText: (text) => {
      chain().insertContent({ type: 'text', text }).run();
    },
    run: (command) => {
      commands[command]();
    },
    isActive: (command) => (command === 'undo' || command === 'redo' ? false : editor.isActive(command)),
    can: (command) => editable && checks[command](),
    setEditable: (value) => {
      editable = value;
      editor.setEditable(value, false);
      editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes(label, editable) } });
    },
    setLabel: (value) => {
      label = value;
      editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes(label, editable) } });
    },
    focus: () => {
      editor.commands.focus();
    },
    destroy: () => editor.destroy(),
  };
}
