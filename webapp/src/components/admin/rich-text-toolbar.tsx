// The rich-text editor's toolbar: the spec's buttons (marks, lists, alignment, headings, link,
// image, code, quote, undo/redo, clear), each showing whether it is active.
import { useState } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { UrlDialog } from './url-dialog';

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      link: e.isActive('link'),
      code: e.isActive('codeBlock'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { label: string; text: string; active?: boolean; disabled?: boolean; run: () => void }[] = [
    { label: 'Kalın', text: 'B', active: state.bold, run: () => chain().toggleBold().run() },
    { label: 'İtalik', text: 'I', active: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Altı çizili', text: 'U', active: state.underline, run: () => chain().toggleUnderline().run() },
    { label: 'Madde işaretli liste', text: '•', active: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: 'Numaralı liste', text: '1.', active: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: 'Sola hizala', text: 'Sol', active: state.left, run: () => chain().setTextAlign('left').run() },
    { label: 'Ortala', text: 'Orta', active: state.center, run: () => chain().setTextAlign('center').run() },
    { label: 'Sağa hizala', text: 'Sağ', active: state.right, run: () => chain().setTextAlign('right').run() },
    { label: 'Başlık 1', text: 'H1', active: state.h1, run: () => chain().toggleHeading({ level: 1 }).run() },
    { label: 'Başlık 2', text: 'H2', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Bağlantı ekle', text: 'Link', active: state.link, run: () => setDialog('link') },
    { label: 'Görsel ekle', text: 'Görsel', run: () => setDialog('image') },
    { label: 'Kod bloğu', text: '</>', active: state.code, run: () => chain().toggleCodeBlock().run() },
    { label: 'Alıntı', text: '“ ”', active: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: 'Geri al', text: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
    { label: 'Yinele', text: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
    { label: 'Biçimlendirmeyi temizle', text: 'Tx', run: () => chain().unsetAllMarks().clearNodes().run() },
  ];
  return (
    <>
      <div role="toolbar" aria-label="Metin biçimlendirme" className="flex flex-wrap gap-1 border-b border-slate-700 p-1.5">
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            title={b.label}
            aria-label={b.label}
            aria-pressed={b.active ?? undefined}
            disabled={b.disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={b.run}
            className={`min-w-8 rounded px-2 py-1 text-xs font-bold disabled:opacity-40 ${b.active ? 'bg-amber-400 text-slate-950' : 'text-slate-200 hover:bg-slate-800'}`}
          >
            {b.text}
          </button>
        ))}
      </div>
      <UrlDialog
        open={dialog === 'link'}
        title="Bağlantı Ekle"
        urlLabel="URL"
        extraLabel="Metin (isteğe bağlı)"
        onClose={() => setDialog(null)}
        onAdd={(url, text) => {
          if (text) chain().insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] }).run();
          else if (editor.state.selection.empty) chain().insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
          else chain().extendMarkRange('link').setLink({ href: url }).run();
        }}
      />
      <UrlDialog
        open={dialog === 'image'}
        title="Görsel Ekle"
        urlLabel="Görsel URL"
        extraLabel="Alternatif metin"
        onClose={() => setDialog(null)}
        onAdd={(src, alt) => chain().setImage({ src, alt }).run()}
      />
    </>
  );
}
