// Result CSVs as the platform checks them before they leave or are added up (the server's
// result-release.ts and db/csv.ts): counts below the minimum cell count masked again, and a rate beside
// a masked count emptied. The result request and combined view mocks both read CSVs here.

const MIN_CELL_COUNT = 5;
const MASK = `<${MIN_CELL_COUNT}`;

/** The data node's rule for count columns (engines.md), as the server's result-release.ts has it. */
export const isCountColumn = (name: string) =>
  /^(persons|person_count|cases|count|subjects|n)$|_count$|^count_|^num_/i.test(name.trim());
export const isDerivedColumn = (name: string) => /rate|proportion|percent|ratio/i.test(name);
export const isCsv = (name: string) => /\.csv$/i.test(name);

/** RFC 4180 rows (quoted fields may hold commas, line breaks and doubled quotes), as the server's db/csv.ts. */
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

/**
 * The rows with small counts masked again (and a rate beside a masked count emptied), as on delivery,
 * and how many cells this pass changed.
 */
function maskCsvRows(text: string): { rows: string[][]; masked: number } {
  const [header, ...body] = parseCsv(text);
  if (!header) return { rows: [], masked: 0 };
  const counts = header.map(isCountColumn);
  const derived = header.map(isDerivedColumn);
  let masked = 0;
  for (const row of body) {
    let rowMasked = false;
    row.forEach((cell, i) => {
      if (!counts[i]) return;
      const value = Number(cell);
      if (cell.trim() !== '' && Number.isInteger(value) && value > 0 && value < MIN_CELL_COUNT) {
        row[i] = MASK;
        masked += 1;
      }
      if (row[i] === MASK) rowMasked = true;
    });
    // A rate beside a masked count would give the count back: it goes too.
    if (!rowMasked) continue;
    row.forEach((cell, i) => {
      if (derived[i] && cell !== '') {
        row[i] = '';
        masked += 1;
      }
    });
  }
  return { rows: [header, ...body], masked };
}

export const maskedRows = (text: string): string[][] => maskCsvRows(text).rows;

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The CSV as it would leave: unchanged when nothing needed masking, else written again. */
export function maskCsv(text: string): { text: string; masked: number } {
  const { rows, masked } = maskCsvRows(text);
  if (masked === 0) return { text, masked };
  return { text: rows.map((row) => row.map(quoted).join(',')).join('\n') + '\n', masked };
}
