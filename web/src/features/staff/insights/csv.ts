/**
 * A chart's data as a CSV file for Swiss Excel, as the desk's export writes it (docs/staff-desk.md
 * "Day sheet and export"): a UTF-8 byte order mark, `;` between cells, CRLF, quoted where
 * needed, and a cell that a spreadsheet would run (`=`, `+`, `-`, `@`, tab, CR first) prefixed
 * with `'`. Numbers are written plain (a negative number is a number, not a formula).
 */
import { saveFile } from '@/lib/saveFile';

export type CsvCell = string | number;

function cell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(columns: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[columns, ...rows].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Offer `text` as a download named `name`. */
export function downloadCsv(name: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
}
