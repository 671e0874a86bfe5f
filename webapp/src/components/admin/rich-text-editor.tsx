// The one rich-text editor of every HTML field of the back office (TipTap): the spec's toolbar
// (./rich-text-toolbar, with its link and image dialogs), and HTML out in the shape the api's
// sanitiser keeps.
import { useEffect } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import Image from '@tiptap/extension-image';
import { RichTextToolbar } from './rich-text-toolbar';

interface RichTextEditorProps {
  id?: string;
  value: string;
  onChange: (html: string) => void;
  /** 300 px by default; 200 px in the casino and promotion forms. */
  minHeight?: number;
  invalid?: boolean;
  label?: string;
}

/** An empty document is stored as an empty string, not as `<p></p>`. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export function RichTextEditor({ id, value, onChange, minHeight = 300, invalid = false, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } },
      }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Image.configure({ HTMLAttributes: { style: 'max-width: 100%' } }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        ...(label ? { 'aria-label': label } : {}),
        'aria-invalid': String(invalid),
        class: 'prose-content max-w-none px-3 py-2 text-sm text-slate-100 focus:outline-none',
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(editorHtml(e)),
  });

  // A value set from outside (a record loaded, a form reset) replaces the document.
  useEffect(() => {
    if (editor && value !== editorHtml(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <div className={`rounded-lg border bg-slate-950 ${invalid ? 'border-red-500' : 'border-slate-700'}`}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
