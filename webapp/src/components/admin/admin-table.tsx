// The frame of every back-office list: a table that scrolls sideways on narrow screens, its
// column headings (the last, 'İşlemler', aligned right), and the rows the screen renders.
import type { ReactNode } from 'react';

export function AdminTable({ columns, minWidth, children }: { columns: string[]; minWidth: number; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-800">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <thead className="bg-slate-900 text-slate-400">
          <tr>
            {columns.map((c, i) => (
              <th key={c} className={`px-4 py-3 ${i === columns.length - 1 ? 'text-right' : ''}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
