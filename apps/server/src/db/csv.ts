import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * The rows of a gzipped CSV file with a header line, as objects keyed by column (RFC 4180: quoted
 * fields may hold commas, line breaks and doubled quotes). Small files only: read whole.
 */
export function readCsvGz(file: string): Record<string, string>[] {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((row) => row.length > 1 || row[0] !== '')
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
