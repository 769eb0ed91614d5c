// RFC 4180 CSV for the data export, safe to open in a spreadsheet.

type Cell = string | number | boolean | null | undefined;

/** Quotes where needed; a text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row, then one row per record, with CRLF line ends. */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => Cell }[],
  rows: readonly T[],
) {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
