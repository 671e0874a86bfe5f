// An image for a record: upload a file to a storage bucket ('Dosya Yükle') or give its URL
// ('URL Gir'), with a preview. The size and type are checked before anything is sent (each
// bucket's limit, as the api enforces it); a URL that does not load clears the preview and the
// value. Forms use it through ImageField (./image-field).
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { uploadImage } from '@/lib/admin-fetch';
import { showToast } from '@/stores/toasts-slice';
import { inputClass } from './buttons';
import { Tabs } from './tabs';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MB = 1024 * 1024;

/** Each bucket's size limit, the spec's message for a file over it, and the hint below the input. */
export const IMAGE_BUCKETS = {
  'blog-images': { maxBytes: 5 * MB, sizeMessage: "Dosya boyutu 5MB'dan küçük olmalıdır", hint: 'PNG, JPG, GIF, WebP (en fazla 5 MB)' },
  promotions: { maxBytes: 2 * MB, sizeMessage: "Dosya boyutu 2MB'dan küçük olmalıdır", hint: 'PNG, JPG (en fazla 2 MB)' },
  'splash-ads': { maxBytes: 5 * MB, sizeMessage: "Dosya boyutu 5MB'dan küçük olmalıdır", hint: 'Önerilen boyut 600x600 (en fazla 5 MB)' },
} as const;

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
  const { maxBytes, sizeMessage, hint } = IMAGE_BUCKETS[bucket];
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
      dispatch(showToast('error', `Resim yüklenirken bir hata oluştu: ${error instanceof Error && error.message ? error.message : 'Bilinmeyen hata'}`));
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
