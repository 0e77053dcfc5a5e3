import { findingMessages as fm } from '../messages.ko.js';
import type { CdmLookup } from './cdm-lookup.js';
import {
  idOf,
  integerOf,
  isCodeToken,
  isDate,
  isHexIdentifier,
  isSmallCount,
  isYear,
  numberOf,
  sample,
} from './values.js';

// What a result's content shows, column by column, never from the columns' names: this CDM's person
// ids or source values, identifier-like values one per row, small counts, per-row dates and years of
// birth, free text. Each finding is one column's, with how many rows show it and a Korean sentence
// saying what was found and what to do. A file of person-level rows is refused outright.
//
// The checks are linear in the file's cells plus at most four indexed or single-scan queries per file
// (cdm-lookup.ts), each with at most SAMPLE distinct values per column.

export const FINDING_CODES = [
  'PERSON_ID',
  'IDENTIFIER',
  'SOURCE_VALUE',
  'SMALL_COUNT',
  'EVENT_DATE',
  'BIRTH_YEAR',
  'ONE_ROW_PER_PERSON',
  'FREE_TEXT',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export interface Finding {
  code: FindingCode;
  column: string | null;
  rows: number;
  message: string;
}

/** One column's values as PostgreSQL printed them; `textual` for text-typed columns. */
export interface ValueColumn {
  name: string;
  values: readonly (string | null)[];
  textual: boolean;
}

export interface FindingOptions {
  minCellCount: number;
  /** The findings to look for (a summarised_result file's label columns need fewer). */
  codes: ReadonlySet<FindingCode>;
  /**
   * Person ids only by the many-values rule (≥ 10 distinct, ≥ 80 % ids). Chance collisions of a few
   * values are likely (GiBleed's ids are half the integers 1..5343), so the few-values rule, a finding
   * only when every value is an id, is for free files, which stay held anyway.
   */
  manyPersonIdsOnly?: boolean;
  /**
   * The columns are lists of values, not a table's rows (a summarised_result file's labels): no row
   * structure to read, so identifiers are hashes and UUIDs only.
   */
  valueLists?: boolean;
}

export interface ContentCheck {
  findings: Finding[];
  /** Why the file is person-level (refused), or null. */
  personLevel: string | null;
}

/** Distinct values looked up per column at most. */
export const SAMPLE = 1000;
const PERSON_ID_MIN_DISTINCT = 10;
const PERSON_ID_SHARE = 0.8;
const IDENTIFIER_MIN_ROWS = 10;
const CONCEPT_ID_SHARE = 0.8;
/** Above this share of 1..max(person_id) being ids, a value matching an id is no evidence. */
const DENSE_IDS = 0.8;
/** Integers this long in a number column are looked up as source values (codes cast to numbers). */
const SOURCE_CODE_DIGITS = 6;
const FREE_TEXT_WORDS = 6;
const FREE_TEXT_CHARS = 80;

interface Profile {
  column: ValueColumn;
  nonNull: number;
  /** Trimmed value → rows holding it. */
  counts: Map<string, number>;
  smallRows: number;
  /** Positive integers at or above the minimum cell count (id candidates) → rows. */
  ids: Map<string, number>;
  integerRows: number;
  dateRows: number;
  yearRows: number;
  hexRows: number;
  codeRows: number;
  /** Long or many-word values → rows. */
  longText: Map<string, number>;
}

function profile(column: ValueColumn, minCellCount: number): Profile {
  const p: Profile = {
    column,
    nonNull: 0,
    counts: new Map(),
    smallRows: 0,
    ids: new Map(),
    integerRows: 0,
    dateRows: 0,
    yearRows: 0,
    hexRows: 0,
    codeRows: 0,
    longText: new Map(),
  };
  const thisYear = new Date().getFullYear();
  for (const raw of column.values) {
    if (raw === null) continue;
    const value = raw.trim();
    if (value === '') continue;
    p.nonNull++;
    const seen = p.counts.get(value);
    p.counts.set(value, (seen ?? 0) + 1);
    const integer = integerOf(value);
    if (integer !== undefined) {
      p.integerRows++;
      const n = Number(integer);
      if (isSmallCount(n, minCellCount)) p.smallRows++;
      if (isYear(integer, thisYear)) p.yearRows++;
      const id = n >= minCellCount ? idOf(integer) : undefined;
      if (id !== undefined) p.ids.set(id, (p.ids.get(id) ?? 0) + 1);
      continue;
    }
    if (numberOf(value) !== undefined) continue;
    if (isDate(value)) p.dateRows++;
    else if (isHexIdentifier(value)) p.hexRows++;
    else if (isCodeToken(value)) p.codeRows++;
    if (/[\r\n]/.test(raw) || value.length >= FREE_TEXT_CHARS || value.split(/\s+/).length >= FREE_TEXT_WORDS)
      p.longText.set(value, (p.longText.get(value) ?? 0) + 1);
  }
  return p;
}

/** Rows showing the matched values of a sample, scaled from the sample to the column. */
function matchedRows(values: Map<string, number>, sampled: string[], matched: Set<string>): number {
  let rows = 0;
  let sampledRows = 0;
  for (const value of sampled) {
    const count = values.get(value) ?? 0;
    sampledRows += count;
    if (matched.has(value)) rows += count;
  }
  let all = 0;
  for (const count of values.values()) all += count;
  return sampledRows === 0 ? 0 : Math.round((rows * all) / sampledRows);
}

/** Whether each row's values without the given column are already distinct (a grouping key). */
function othersTellRowsApart(columns: ValueColumn[], without: string): boolean {
  const rest = columns.filter((c) => c.name !== without);
  const rows = columns[0]?.values.length ?? 0;
  if (rest.length === 0) return rows <= 1;
  const keys = new Set<string>();
  for (let i = 0; i < rows; i++) {
    const key = rest.map((c) => c.values[i] ?? '\u0001').join('\u0000');
    if (keys.has(key)) return false;
    keys.add(key);
  }
  return true;
}

export async function checkContent(
  columns: ValueColumn[],
  options: FindingOptions,
  lookup: CdmLookup,
): Promise<ContentCheck> {
  const { minCellCount, codes } = options;
  const profiles = columns.map((column) => profile(column, minCellCount));
  const rows = columns[0]?.values.length ?? 0;

  // What to ask the CDM, per column, then in one query per question.
  // Integers are asked both whether they are person ids and whether they are concept ids: at a
  // hospital whose person ids run densely from 1, most concept ids are person ids as well, and a
  // column of concept ids is no evidence of persons.
  const idSamples = profiles.map((p) =>
    codes.has('PERSON_ID') || codes.has('IDENTIFIER') ? sample([...p.ids.keys()], SAMPLE) : [],
  );
  const uniquePerRow = (p: Profile) =>
    p.nonNull === p.column.values.length && p.counts.size === p.column.values.length;
  const identifierCandidate = profiles.map(
    (p) => codes.has('IDENTIFIER') && p.column.values.length >= IDENTIFIER_MIN_ROWS && uniquePerRow(p),
  );
  const sourceSamples = profiles.map((p) => {
    if (!codes.has('SOURCE_VALUE')) return [];
    const values = p.column.textual
      ? [...p.counts.keys()]
      : [...p.ids.keys()].filter((v) => v.length >= SOURCE_CODE_DIGITS);
    return sample(values, SAMPLE);
  });
  const textSamples = profiles.map((p) =>
    codes.has('FREE_TEXT') ? sample([...p.longText.keys()], SAMPLE) : [],
  );
  const union = (lists: string[][]) => [...new Set(lists.flat())];
  const density = codes.has('PERSON_ID') ? await lookup.personIdDensity() : 1;
  // Where ids are dense, only structure tells an id column (IDENTIFIER below), not its values.
  const askPersons = codes.has('PERSON_ID') && density <= DENSE_IDS;
  const [personIds, conceptIds, sourceValues, conceptNames] = await Promise.all([
    askPersons ? lookup.personIds(union(idSamples)) : Promise.resolve(new Set<string>()),
    lookup.conceptIds(union(idSamples)),
    lookup.sourceValues(union(sourceSamples)),
    lookup.conceptNames(union(textSamples)),
  ]);

  const findings: Finding[] = [];
  const add = (code: FindingCode, column: string, count: number, message: string) => {
    // One finding per code and column (a label column is read as several lists of values).
    if (!codes.has(code) || count <= 0 || findings.some((f) => f.code === code && f.column === column))
      return;
    findings.push({ code, column, rows: count, message });
  };
  const personIdColumns = new Set<string>();
  const identifierColumns = new Set<string>();
  const dateColumns = new Set<string>();
  const birthYearColumns = new Set<string>();

  profiles.forEach((p, i) => {
    const name = p.column.name;
    // Per-row dates: a column of dates with many distinct values.
    if (
      p.nonNull >= minCellCount &&
      p.dateRows === p.nonNull &&
      p.counts.size >= minCellCount &&
      p.counts.size * 2 >= p.nonNull
    ) {
      dateColumns.add(name);
      add('EVENT_DATE', name, p.nonNull, fm.eventDate(name, p.nonNull, p.counts.size));
    }
    if (p.nonNull >= minCellCount && p.yearRows === p.nonNull) {
      birthYearColumns.add(name);
      add('BIRTH_YEAR', name, p.nonNull, fm.birthYear(name, p.nonNull));
    }
    if (p.smallRows > 0)
      add('SMALL_COUNT', name, p.smallRows, fm.smallCount(name, p.smallRows, minCellCount));

    const ids = idSamples[i]!;
    const concepts = ids.filter((v) => conceptIds.has(v));
    const conceptColumn = ids.length > 0 && concepts.length >= CONCEPT_ID_SHARE * ids.length;
    // The evidence: values that are not concept ids.
    const evidence = ids.filter((v) => !conceptIds.has(v));
    const matched = evidence.filter((v) => personIds.has(v)).length;
    const many = evidence.length >= PERSON_ID_MIN_DISTINCT && matched >= PERSON_ID_SHARE * evidence.length;
    const few =
      !options.manyPersonIdsOnly &&
      evidence.length > 0 &&
      evidence.length < PERSON_ID_MIN_DISTINCT &&
      matched === evidence.length &&
      p.integerRows * 2 >= p.nonNull;
    if (askPersons && !conceptColumn && (many || few)) {
      personIdColumns.add(name);
      const count = matchedRows(p.ids, ids, personIds);
      add('PERSON_ID', name, count, fm.personId(name, count));
    }

    const sources = sourceSamples[i]!;
    const sourceRows = matchedRows(p.column.textual ? p.counts : p.ids, sources, sourceValues);
    add('SOURCE_VALUE', name, sourceRows, fm.sourceValue(name, sourceRows));

    const texts = textSamples[i]!;
    const freeRows = matchedRows(p.longText, texts, new Set(texts.filter((v) => !conceptNames.has(v))));
    add('FREE_TEXT', name, freeRows, fm.freeText(name, freeRows));
  });

  // Identifier-like values, one per row: hashes and UUIDs always; numbers and record-number tokens
  // when they are what tells the rows apart (an aggregate's counts are unique per row too, but its
  // other columns already are its key). Concept ids and years are not identifiers.
  profiles.forEach((p, i) => {
    const name = p.column.name;
    if (!identifierCandidate[i] || personIdColumns.has(name)) return;
    const hashes = p.hexRows === p.nonNull;
    const numbers = !options.valueLists && p.integerRows === p.nonNull && p.yearRows < p.nonNull;
    const tokens = !options.valueLists && p.codeRows + p.hexRows === p.nonNull;
    if (!hashes && !numbers && !tokens) return;
    if (numbers) {
      const ids = idSamples[i]!;
      const isConcepts = ids.filter((v) => conceptIds.has(v)).length;
      if (ids.length > 0 && isConcepts >= CONCEPT_ID_SHARE * ids.length) return;
    }
    // Its neighbours, dates included: a monthly series' counts are unique per row, but its months
    // are its key. (An id beside exact birth dates is not caught here; the dates are, as EVENT_DATE.)
    if (!hashes && othersTellRowsApart(columns, name)) return;
    identifierColumns.add(name);
    add('IDENTIFIER', name, p.nonNull, fm.identifier(name, p.nonNull));
  });

  // One row per person: an identifier, or person ids each on one row.
  const onePerRow = new Set<string>(identifierColumns);
  for (const p of profiles) {
    const name = p.column.name;
    if (!personIdColumns.has(name)) continue;
    const idRows = [...p.ids.values()].reduce((a, b) => a + b, 0);
    if (idRows >= 2 && p.ids.size === idRows) onePerRow.add(name);
  }
  for (const name of onePerRow) {
    const p = profiles.find((q) => q.column.name === name)!;
    add('ONE_ROW_PER_PERSON', name, p.nonNull, fm.oneRowPerPerson(name, p.nonNull));
  }

  let personLevel: string | null = null;
  // Person ids one per row, and what tells the rows apart: an aggregate's counts can be ids by chance,
  // but then its other columns are its key.
  const personRows = [...onePerRow].find((name) => {
    const p = profiles.find((q) => q.column.name === name)!;
    return personIdColumns.has(name) && p.nonNull >= minCellCount && !othersTellRowsApart(columns, name);
  });
  const quasi = [...birthYearColumns, ...dateColumns];
  const identified = [...identifierColumns];
  if (personRows) personLevel = fm.refusedPersonIds(personRows, rows);
  else if (identified.length > 0 && quasi.length > 0)
    personLevel = fm.refusedIdentified(identified[0]!, quasi, rows);
  return { findings, personLevel };
}
