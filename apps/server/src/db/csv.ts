import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseCsv } from '@cdmnet/api/contract';

export { parseCsv };

/**
 * The rows of a gzipped CSV file with a header line, as objects keyed by column (RFC 4180: quoted
 * fields may hold commas, line breaks and doubled quotes). Small files only: read whole.
 */
export function readCsvGz(file: string): Record<string, string>[] {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}
