/**
 * RFC 4180 CSV: a value is quoted when it holds a comma, quote or line break. A value a spreadsheet would run as a
 * formula (starting with = or @, or + / - before anything but a digit, so phone numbers stay as they are) gets a
 * leading apostrophe.
 */
export function toCsv<T extends object>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=@]|^[+-][^\d\s]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return (
    [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n') +
    '\r\n'
  );
}

/** Hands `text` to the browser as a download named `name` (a BOM first, so spreadsheets read it as UTF-8). */
export function downloadCsv(text: string, name: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** `<what>-YYYY-MM-DD.csv`: an export's file name. */
export const csvFileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;
