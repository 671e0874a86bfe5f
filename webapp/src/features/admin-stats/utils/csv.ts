// CSV of what the screen shows: one section per table, separated by an empty line, quoted where
// needed (RFC 4180), with a BOM so spreadsheet programs read the Turkish letters.
export type CsvTable = { title: string; header: string[]; rows: (string | number | null)[][] };

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(tables: CsvTable[]): string {
  const parts = tables.map((t) => [cell(t.title), t.header.map(cell).join(','), ...t.rows.map((r) => r.map(cell).join(','))].join('\r\n'));
  return `\uFEFF${parts.join('\r\n\r\n')}\r\n`;
}

export function percent(ctr: number | null): string {
  return ctr === null ? '—' : `%${(ctr * 100).toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;
}
