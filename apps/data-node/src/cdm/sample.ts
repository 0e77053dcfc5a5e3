import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { isPersonTable, type TableShape } from './tables.js';

// The samples shipped in data/omop (see its README): GiBleed (CDM v5.3) and Synthea27Nj (CDM v5.4),
// one gzipped CSV per table, header first. src/cdm and dist/cdm sit at the same depth, so these hold
// for sources and builds alike.
const OMOP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/omop');

export type SampleName = 'gibleed' | 'synthea27nj';

export const SAMPLE_DIRS: Record<SampleName, string> = {
  gibleed: path.join(OMOP_DIR, 'gibleed-5.3'),
  synthea27nj: path.join(OMOP_DIR, 'synthea27nj-5.4'),
};

export interface SampleTable extends TableShape {
  /** The CSV text, header included. */
  csv: Buffer;
}

/** Every table of the sample, read and unzipped now. */
export function readSample(sample: SampleName): SampleTable[] {
  const dir = SAMPLE_DIRS[sample];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.csv.gz'))
    .sort()
    .map((file) => {
      const csv = gunzipSync(readFileSync(path.join(dir, file)));
      const headerEnd = csv.indexOf(10);
      const header = csv.toString('utf8', 0, headerEnd === -1 ? csv.length : headerEnd).replace(/\r$/, '');
      return { name: file.replace(/\.csv\.gz$/, ''), columns: header.split(','), csv };
    });
}

/**
 * Walks a CSV's records (RFC 4180: quoted fields may hold commas, quotes and line breaks) and hands
 * each record's bytes and the number in column `column` to `visit`.
 */
function eachRecord(csv: Buffer, column: number, visit: (start: number, end: number, key: number) => void) {
  let index = csv.indexOf(10) + 1;
  if (index === 0) return;
  let recordStart = index;
  let field = 0;
  let fieldStart = index;
  let key = Number.NaN;
  let quoted = false;
  const endField = (at: number) => {
    if (field === column) key = Number(csv.toString('latin1', fieldStart, at));
  };
  for (; index < csv.length; index++) {
    const byte = csv[index];
    if (quoted) {
      if (byte === 0x22) {
        if (csv[index + 1] === 0x22) index++;
        else quoted = false;
      }
    } else if (byte === 0x22) {
      quoted = true;
    } else if (byte === 0x2c) {
      endField(index);
      field++;
      fieldStart = index + 1;
    } else if (byte === 0x0a) {
      endField(index);
      visit(recordStart, index + 1, key);
      recordStart = index + 1;
      fieldStart = index + 1;
      field = 0;
      key = Number.NaN;
    }
  }
  if (recordStart < csv.length) {
    endField(csv.length);
    visit(recordStart, csv.length, key);
  }
}

/** The sample's person ids, in ascending order. */
export function personIds(tables: SampleTable[]): number[] {
  const person = tables.find((table) => table.name === 'person');
  if (!person) return [];
  const ids: number[] = [];
  eachRecord(person.csv, person.columns.indexOf('person_id'), (_start, _end, key) => ids.push(key));
  return ids.sort((a, b) => a - b);
}

/**
 * Cuts every person-keyed table into `count` CSVs (header kept in each) by the bucket of each row's
 * person; rows of persons in no bucket are dropped. Other tables are not returned: every site gets
 * them whole.
 */
export function splitByPerson(
  tables: SampleTable[],
  bucketOf: ReadonlyMap<number, number>,
  count: number,
): Map<string, Buffer>[] {
  const result = Array.from({ length: count }, () => new Map<string, Buffer>());
  for (const table of tables.filter(isPersonTable)) {
    const headerEnd = table.csv.indexOf(10) + 1;
    const pieces: Buffer[][] = Array.from({ length: count }, () => [table.csv.subarray(0, headerEnd)]);
    eachRecord(table.csv, table.columns.indexOf('person_id'), (start, end, key) => {
      const bucket = bucketOf.get(key);
      if (bucket !== undefined) pieces[bucket]!.push(table.csv.subarray(start, end));
    });
    pieces.forEach((parts, bucket) => result[bucket]!.set(table.name, Buffer.concat(parts)));
  }
  return result;
}
