// The promotion form's casino field: type to search the casinos (the api searches, with the
// public search's Turkish folding), pick one from the list, or 'Diğer' for none. The chosen
// casino's name comes from the promotion record, so a casino far down the catalogue shows too.
import { useEffect, useId, useState } from 'react';
import { inputClass } from '@/components/admin/buttons';
import { usePromotionCasinoOptionsQuery } from '../api/promotions-admin-api';

interface CasinoPickerProps {
  id: string;
  value: string;
  /** The chosen casino's name when it is known (the record being edited). */
  initialName: string | null;
  onChange: (id: string) => void;
  /** What "no casino" reads as: 'Diğer' in the form, "every casino" as a list filter. */
  emptyLabel?: string;
}

const SEARCH_DELAY_MS = 300;

export function CasinoPicker({ id, value, initialName, onChange, emptyLabel = 'Diğer' }: CasinoPickerProps) {
  const listId = useId();
  const [name, setName] = useState(initialName ?? '');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => setName(initialName ?? ''), [initialName]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // Failures are only logged (the spec's behaviour for the form's choices); the field stays usable.
  const options = usePromotionCasinoOptionsQuery(search, { skip: !open });
  if (options.error) console.error('promotion form choices', options.error);
  const items = options.data?.items ?? [];

  function choose(casinoId: string, casinoName: string) {
    onChange(casinoId);
    setName(casinoName);
    setTyped('');
    setOpen(false);
  }

  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        className={inputClass}
        placeholder={value ? name : emptyLabel}
        value={open ? typed : value ? name : emptyLabel}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
        }}
      />
      {open && (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-700 bg-slate-950 py-1 text-sm shadow-xl">
          <li role="option" aria-selected={!value} className="cursor-pointer px-3 py-2 text-slate-300 hover:bg-slate-800" onMouseDown={() => choose('', '')}>
            {emptyLabel}
          </li>
          {items.map((c) => (
            <li key={c.id} role="option" aria-selected={c.id === value} className="cursor-pointer px-3 py-2 text-white hover:bg-slate-800" onMouseDown={() => choose(c.id, c.name)}>
              {c.name}
            </li>
          ))}
          {options.data && options.data.total > items.length && (
            <li className="px-3 py-2 text-xs text-slate-500">
              {options.data.total.toLocaleString('tr-TR')} casinodan {items.length} tanesi gösteriliyor; aramayı daraltın
            </li>
          )}
          {options.isFetching && <li className="px-3 py-2 text-xs text-slate-500">Yükleniyor...</li>}
        </ul>
      )}
    </div>
  );
}
