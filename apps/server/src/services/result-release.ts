import { zipSync } from 'fflate';
import { asc, eq } from 'drizzle-orm';
import type { ExecutionRecord, ReleasedFile } from '@cdmnet/api/contract';
import { parseCsv } from '../db/csv.js';
import type { Database } from '../db/database.js';
import { executionFiles, files } from '../db/schema.js';

// What leaves the platform when results are delivered (domain.md: counts below the minimum cell count
// are masked by the data node before results leave the hospital, "checked again before delivery").
// The check here reads each CSV and masks again any count cell from 1 to MIN_CELL_COUNT - 1, using the
// same rule for count columns as the data node, so a result from an engine that masks nothing still
// leaves masked.

export const MIN_CELL_COUNT = Number(process.env.MIN_CELL_COUNT ?? 5);
const MASK = `<${MIN_CELL_COUNT}`;

/** The data node's rule for count columns (engines.md): persons, cases, count, *_count, count_*, subjects, n, num_*. */
export const isCountColumn = (name: string) =>
  /^(persons|person_count|cases|count|subjects|n)$|_count$|^count_|^num_/i.test(name.trim());

/** Columns computed from counts (rates, proportions) that would let a masked count be recomputed. */
const isDerivedColumn = (name: string) => /rate|proportion|percent|ratio/i.test(name);

export { parseCsv };

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const toCsv = (rows: string[][]) => rows.map((row) => row.map(csvField).join(',')).join('\n') + '\n';

/** A CSV with small counts masked, and how many cells this pass masked. */
export function maskCsv(text: string): { text: string; masked: number } {
  const rows = parseCsv(text);
  const [header, ...body] = rows;
  if (!header) return { text, masked: 0 };
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
    // A rate beside a masked count gives the count back (cases = rate × person-years): it goes too.
    if (rowMasked) {
      row.forEach((cell, i) => {
        if (derived[i] && cell !== '') {
          row[i] = '';
          masked += 1;
        }
      });
    }
  }
  return masked === 0 ? { text, masked } : { text: toCsv([header, ...body]), masked };
}

const isCsv = (name: string) => /\.csv$/i.test(name);
const isText = (name: string) => /\.(csv|tsv|txt|log|json|md)$/i.test(name);

/** An execution's result files as they would leave: CSVs masked again. */
export async function releasedFiles(db: Pick<Database, 'select'>, executionId: number) {
  const rows = await db
    .select({ name: executionFiles.name, content: files.content })
    .from(executionFiles)
    .innerJoin(files, eq(files.id, executionFiles.fileId))
    .where(eq(executionFiles.executionId, executionId))
    .orderBy(asc(executionFiles.name));
  return rows.map((row) => {
    if (!isCsv(row.name)) return { name: row.name, bytes: row.content, maskedCells: 0 };
    const { text, masked } = maskCsv(row.content.toString('utf8'));
    return { name: row.name, bytes: Buffer.from(text), maskedCells: masked };
  });
}

/** What the admin sees before approving: each file, its text where it reads as text. */
export async function releasePreviewFiles(
  db: Pick<Database, 'select'>,
  executionId: number,
): Promise<ReleasedFile[]> {
  return (await releasedFiles(db, executionId)).map((file) => ({
    name: file.name,
    size: file.bytes.length,
    text: isText(file.name) ? file.bytes.toString('utf8') : null,
    maskedCells: file.maskedCells,
  }));
}

/** The FNET package: the released files under `results/` and the reproducibility record beside them. */
export async function fnetPackage(
  db: Pick<Database, 'select'>,
  executionId: number,
  record: ExecutionRecord & {
    executionId: number;
    orgName: string;
    analysisName: string;
    deliveredAt: string;
  },
) {
  const entries: Record<string, Uint8Array> = {};
  for (const file of await releasedFiles(db, executionId)) entries[`results/${file.name}`] = file.bytes;
  entries['reproducibility.json'] = Buffer.from(JSON.stringify(record, null, 2));
  return Buffer.from(zipSync(entries));
}
