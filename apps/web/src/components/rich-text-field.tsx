import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { Extension, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import classes from './rich-text-field.module.css';

/**
 * Each block decides its own direction (`dir="auto"`): an Arabic paragraph reads right to left and an English one
 * left to right in the same text, whatever the interface's language. (Not tiptap's own `textDirection`, which would
 * also mark the lists and the editor itself.)
 */
const AutoDirection = Extension.create({
  name: 'autoDirection',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading', 'listItem', 'blockquote'],
        attributes: {
          dir: {
            default: 'auto',
            parseHTML: (element: HTMLElement) => element.getAttribute('dir') ?? 'auto',
            renderHTML: (attributes: Record<string, unknown>) => ({ dir: attributes.dir }),
          },
        },
      },
    ];
  },
});

export interface RichTextFieldProps {
  /** The field's label, also the typing area's accessible name. */
  label: string;
  /** The HTML it starts from (read once: the editor keeps its own state after). */
  initialValue: string;
  /** The HTML typed, '' when empty. */
  onChange: (html: string) => void;
  error?: ReactNode;
  /** Heading 2 and 3 buttons in the toolbar. */
  headings?: boolean;
  /** A quote button in the toolbar. */
  blockquote?: boolean;
  /** Each paragraph, heading, item and quote carries `dir="auto"` ({@link AutoDirection}). */
  autoDirection?: boolean;
  /** The dialog focuses the typing area, the caret at the start (a reply typed above its quote). */
  autofocus?: boolean;
  /** The typing area's least height, in pixels (160 unless told). */
  minHeight?: number;
}

/**
 * A rich-text field (Mantine's tiptap editor): bold, italic, underline, strike, lists, links (Mantine's Link is
 * tiptap's with Mod+K), under a label. Gives HTML; whoever stores it sanitises it.
 */
export function RichTextField({
  label,
  initialValue,
  onChange,
  error,
  headings = false,
  blockquote = false,
  autoDirection = false,
  autofocus = false,
  minHeight,
}: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false }),
      ...(autoDirection ? [AutoDirection] : []),
    ],
    content: initialValue,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    autofocus: autofocus ? 'start' : false,
    editorProps: { attributes: { 'aria-label': label, ...(autofocus ? { 'data-autofocus': 'true' } : {}) } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Input.Wrapper label={label} error={error}>
      <RichTextEditor
        editor={editor}
        className={classes.editor}
        mt={4}
        style={minHeight === undefined ? undefined : { '--rich-text-min-height': `${minHeight}px` }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          {headings && (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
          )}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            {blockquote && <RichTextEditor.Blockquote />}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
