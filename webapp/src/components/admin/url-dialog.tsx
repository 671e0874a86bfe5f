// A URL and one more text (the link's text, the image's alt text) for the rich-text toolbar.
import { useId, useState } from 'react';
import { inputClass, primaryButton, secondaryButton } from './buttons';
import { Dialog } from './dialog';

interface UrlDialogProps {
  open: boolean;
  title: string;
  urlLabel: string;
  extraLabel: string;
  onClose: () => void;
  onAdd: (url: string, extra: string) => void;
}

// The link dialog (URL, optional text) and the image dialog (URL, alt text): 'Ekle' stays
// disabled until a URL is given.
export function UrlDialog({ open, title, urlLabel, extraLabel, onClose, onAdd }: UrlDialogProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [extra, setExtra] = useState('');
  const close = () => {
    setUrl('');
    setExtra('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={close}>
            İptal
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={!url.trim()}
            onClick={() => {
              onAdd(url.trim(), extra.trim());
              close();
            }}
          >
            Ekle
          </button>
        </>
      }
    >
      <div className="space-y-3">
        <label htmlFor={`${id}-url`} className="block text-sm text-slate-200">
          {urlLabel}
        </label>
        <input id={`${id}-url`} className={inputClass} value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
        <label htmlFor={`${id}-extra`} className="block text-sm text-slate-200">
          {extraLabel}
        </label>
        <input id={`${id}-extra`} className={inputClass} value={extra} onChange={(e) => setExtra(e.target.value)} />
      </div>
    </Dialog>
  );
}
