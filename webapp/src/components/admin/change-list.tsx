// What changed in one version, field by field: the old value beside the new one. Rich text (the
// api sends the readable text of the HTML, never HTML) is a word-level difference: removed
// words struck through in the old column, added words marked in the new one. A long value shows
// its first part with 'Tümünü göster'.
import { useState } from 'react';
import { diffWords } from 'diff';
import type { Change } from '@/lib/history-api';
import { fieldLabel } from '@/lib/history-labels';
import { formatDateTime } from '@/lib/format-date';

/** Characters a value shows before it is shortened. */
export const SHORT_LIMIT = 280;

interface Piece {
  text: string;
  mark?: 'removed' | 'added';
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A payload value as an editor reads it; null for an empty one. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') return value.toLocaleString('tr-TR');
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(v) ?? '').join('\n') : null;
  if (typeof value === 'string') return ISO_MOMENT.test(value) && formatDateTime(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

/** The two columns of a rich change: the old text with its removed words, the new with its added ones. */
export function wordDifference(oldText: string, newText: string): { old: Piece[]; new: Piece[] } {
  const parts = diffWords(oldText, newText);
  return {
    old: parts.filter((p) => !p.added).map((p) => ({ text: p.value, mark: p.removed ? 'removed' : undefined })),
    new: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, mark: p.added ? 'added' : undefined })),
  };
}

/** The first `limit` characters of the pieces. */
function shorten(pieces: Piece[], limit: number): Piece[] {
  const out: Piece[] = [];
  let left = limit;
  for (const piece of pieces) {
    if (left <= 0) break;
    out.push(piece.text.length <= left ? piece : { ...piece, text: piece.text.slice(0, left) });
    left -= piece.text.length;
  }
  return out;
}

const MARKS = {
  removed: 'rounded bg-red-500/25 text-red-200 line-through decoration-red-300',
  added: 'rounded bg-emerald-500/25 text-emerald-100',
};

function Value({ pieces, side, label }: { pieces: Piece[] | null; side: 'old' | 'new'; label: string }) {
  const [open, setOpen] = useState(false);
  const length = pieces?.reduce((n, p) => n + p.text.length, 0) ?? 0;
  const long = length > SHORT_LIMIT;
  const shown = pieces && long && !open ? shorten(pieces, SHORT_LIMIT) : pieces;
  return (
    <div className="min-w-0 rounded-lg bg-slate-950/60 p-2" data-testid={`change-${side}`}>
      <p className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      {shown === null ? (
        <p className="text-sm italic text-slate-500">boş</p>
      ) : (
        <p className="whitespace-pre-wrap break-words text-sm text-slate-200">
          {shown.map((p, i) =>
            p.mark ? (
              <span key={i} className={MARKS[p.mark]} data-mark={p.mark}>
                {p.text}
              </span>
            ) : (
              <span key={i}>{p.text}</span>
            ),
          )}
          {long && !open && '…'}
        </p>
      )}
      {long && (
        <button type="button" className="mt-1 text-xs font-semibold text-amber-300 hover:underline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Daha az göster' : 'Tümünü göster'}
        </button>
      )}
    </div>
  );
}

/** The headings of the two columns: before and after the change, or now and after a restore. */
type Sides = readonly [string, string];
const CHANGE_SIDES: Sides = ['Önce', 'Sonra'];

function ChangeRow({ change, sides }: { change: Change; sides: Sides }) {
  const oldText = valueText(change.old);
  const newText = valueText(change.new);
  let old: Piece[] | null = oldText === null ? null : [{ text: oldText }];
  let next: Piece[] | null = newText === null ? null : [{ text: newText }];
  if (change.kind === 'rich' && oldText !== null && newText !== null) {
    const difference = wordDifference(oldText, newText);
    old = difference.old;
    next = difference.new;
  }
  return (
    <li className="py-2" data-testid="change" data-field={change.field}>
      <p className="mb-1 text-xs font-semibold text-slate-300">{fieldLabel(change.field)}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Value pieces={old} side="old" label={sides[0]} />
        <Value pieces={next} side="new" label={sides[1]} />
      </div>
    </li>
  );
}

export function ChangeList({ changes, sides = CHANGE_SIDES }: { changes: Change[]; sides?: Sides }) {
  if (changes.length === 0) return <p className="text-sm text-slate-400">Alan değişikliği yok.</p>;
  return (
    <ul className="divide-y divide-slate-800">
      {changes.map((c) => (
        <ChangeRow key={c.field} change={c} sides={sides} />
      ))}
    </ul>
  );
}
