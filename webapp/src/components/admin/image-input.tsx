// An image for a record: upload a file to a storage bucket ('Dosya Yükle') or give its URL
// ('URL Gir'), with a preview. The size and type are checked before anything is sent (each
// bucket's limit, as the api enforces it); a URL that does not load clears the preview and the
// value. Forms use it through ImageField (./image-field). A failed upload says so with each
// bucket's own text, except a blog image: like the spec's editor, it is then embedded in the
// post as a data URL (when it is small enough to travel inside the post, see EMBED_MAX_BYTES).
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { uploadImage } from '@/lib/admin-fetch';
import { showToast } from '@/stores/toasts-slice';
import { inputClass } from './buttons';
import { Tabs } from './tabs';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MB = 1024 * 1024;

const detailOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Bilinmeyen hata');

/**
 * Each bucket's size limit, the spec's message for a file over it, the hint below the input, the
 * toast of a failed upload, and whether a failed upload is embedded as a data URL instead.
 */
export const IMAGE_BUCKETS = {
  'blog-images': {
    maxBytes: 5 * MB,
    sizeMessage: "Dosya boyutu 5MB'dan küçük olmalıdır",
    hint: 'PNG, JPG, GIF, WebP (en fazla 5 MB)',
    failure: (error: unknown) => `Resim yüklenirken bir hata oluştu: ${detailOf(error)}`,
    embedOnFailure: true,
  },
  promotions: {
    maxBytes: 2 * MB,
    sizeMessage: "Dosya boyutu 2MB'dan küçük olmalıdır",
    hint: 'PNG, JPG (en fazla 2 MB)',
    failure: (error: unknown) => `Resim yüklenirken bir hata oluştu: ${detailOf(error)}`,
    embedOnFailure: false,
  },
  'splash-ads': {
    maxBytes: 5 * MB,
    sizeMessage: "Dosya boyutu 5MB'dan küçük olmalıdır",
    hint: 'Önerilen boyut 600x600 (en fazla 5 MB)',
    failure: () => 'Görsel yüklenirken bir hata oluştu',
    embedOnFailure: false,
  },
} as const;

/**
 * The largest file a failed blog upload embeds: the post travels as one request (the api's body
 * limit, 1 MiB) and one event, and base64 makes the file a third larger. A bigger file gets the
 * failure toast instead, so the save cannot fail later for its size.
 */
export const EMBED_MAX_BYTES = 512 * 1024;

/** The file as a `data:image/...;base64,` URL. */
export function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Dosya okunamadı'));
    reader.readAsDataURL(file);
  });
}

export type ImageBucket = keyof typeof IMAGE_BUCKETS;

interface ImageInputProps {
  bucket: ImageBucket;
  value: string;
  onChange: (url: string) => void;
}

/** The message for a file that cannot be uploaded, or null when it can. */
export function imageFileProblem(file: { size: number; type: string }, maxBytes: number, sizeMessage: string): string | null {
  if (file.size > maxBytes || !IMAGE_TYPES.includes(file.type)) return sizeMessage;
  return null;
}

export function ImageInput({ bucket, value, onChange }: ImageInputProps) {
  const { maxBytes, sizeMessage, hint, failure, embedOnFailure } = IMAGE_BUCKETS[bucket];
  const id = useId();
  const dispatch = useDispatch();
  const [mode, setMode] = useState<'upload' | 'url'>(value.startsWith('http') ? 'url' : 'upload');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    const issue = imageFileProblem(file, maxBytes, sizeMessage);
    setProblem(issue);
    if (issue) return;
    setUploading(true);
    try {
      const url = await uploadImage(bucket, file);
      setBroken(false);
      onChange(url);
      dispatch(showToast('success', 'Görsel başarıyla yüklendi'));
    } catch (error) {
      const embedded = embedOnFailure && file.size <= EMBED_MAX_BYTES ? await dataUrlOf(file).catch(() => null) : null;
      if (embedded) {
        setBroken(false);
        onChange(embedded);
      } else dispatch(showToast('error', failure(error)));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-3">
      <Tabs
        tabs={[
          ['upload', 'Dosya Yükle'],
          ['url', 'URL Gir'],
        ]}
        current={mode}
        onChange={setMode}
      />
      {mode === 'upload' ? (
        <div>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-label="Görsel dosyası"
            disabled={uploading}
            onChange={(e) => void onFile(e.target.files?.[0])}
            className="block w-full text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-slate-700 file:px-3 file:py-1.5 file:text-white"
          />
          {uploading && <p className="mt-1 text-xs text-slate-400">Yükleniyor...</p>}
          {hint && <p className="mt-1 text-xs text-slate-400">{hint}</p>}
        </div>
      ) : (
        <input
          id={`${id}-url`}
          aria-label="Görsel URL"
          className={inputClass}
          value={value}
          placeholder="https://"
          onChange={(e) => {
            setBroken(false);
            onChange(e.target.value);
          }}
        />
      )}
      {problem && (
        <p role="alert" className="text-xs text-red-400">
          {problem}
        </p>
      )}
      {broken && (
        <p role="alert" className="text-xs text-red-400">
          {mode === 'url' ? 'Görsel yüklenemedi. URL doğru olmayabilir.' : 'Görsel yüklenemedi veya görüntülenemiyor.'}
        </p>
      )}
      {value && !broken && (
        <img
          src={value}
          alt="Önizleme"
          className="max-h-40 rounded-lg border border-slate-700 object-contain"
          onError={() => {
            setBroken(true);
            onChange('');
          }}
        />
      )}
    </div>
  );
}
