import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CdmLookup } from '../src/cdm/cdm-lookup.js';
import { checkResultFile, effectiveRules } from '../src/cdm/disclosure.js';
import { checkContent, FINDING_CODES } from '../src/cdm/findings.js';
import { isSummarisedResult, SUMMARISED_COLUMNS, suppressSummarised } from '../src/cdm/summarised-result.js';
import { HeldFiles } from '../src/engine/held-files.js';
import { HIDDEN_VALUE, scrubDatabaseError } from '../src/engine/scrub.js';

// Disclosure control's parts on their own (the attacks run through HTTP in disclosure-attacks.test.ts):
// the rules' arithmetic, which no database is needed for, against a CDM stand-in whose person ids
// are 1000..1099 (1050..1069 are concept ids as well, as at a hospital whose ids run densely) and
// whose source values are two codes.

const TEXT = 25;
const INT8 = 20;

const found = (values: string[]) => Promise.resolve(new Set(values));
const lookup: CdmLookup = {
  personIds: (values) => found(values.filter((v) => Number(v) >= 1000 && Number(v) < 1100)),
  conceptIds: (values) =>
    found(values.filter((v) => v === '8507' || v === '8532' || (Number(v) >= 1050 && Number(v) < 1070))),
  sourceValues: (values) => found(values.filter((v) => v === 'K92.2' || v === 'P-0001')),
  conceptNames: (values) => found(values.filter((v) => v.startsWith('Primary malignant'))),
  personIdDensity: () => Promise.resolve(0.5),
};
const ALL = new Set(FINDING_CODES);
const RULES = effectiveRules({ minCellCount: 5, rounding: null, releaseUnchecked: true }, undefined);

/** A summarised_result from [variable_name, variable_level, estimate_name, estimate_type, value] rows. */
function summarised(rows: [string, string, string, string, string][], strata = ['overall', 'overall']) {
  return {
    fields: SUMMARISED_COLUMNS.map((name) => ({ name, typeId: TEXT })),
    rows: rows.map(([variable, level, name, type, value]) => [
      '1',
      'cdm',
      'overall',
      'overall',
      strata[0]!,
      strata[1]!,
      variable,
      level,
      name,
      type,
      value,
      'overall',
      'overall',
    ]),
  };
}
const values = (rows: (string | null)[][]) => rows.map((r) => r[10]);

describe('effective rules', () => {
  it('takes the stricter of node and request', () => {
    const node = { minCellCount: 5, rounding: null, releaseUnchecked: true } as const;
    expect(effectiveRules(node, { minCellCount: 11, rounding: 5, releaseUnchecked: false })).toEqual({
      version: 'cdmnet-disclosure/1',
      minCellCount: 11,
      rounding: 5,
      releaseUnchecked: false,
    });
    expect(
      effectiveRules({ ...node, rounding: 5, releaseUnchecked: false }, { minCellCount: 2 }),
    ).toMatchObject({
      minCellCount: 5,
      rounding: 5,
      releaseUnchecked: false,
    });
  });
});

describe('summarised_result', () => {
  it('is recognised by its 13 columns in any order, and only by them', () => {
    expect(isSummarisedResult([...SUMMARISED_COLUMNS].reverse())).toBe(true);
    expect(isSummarisedResult([...SUMMARISED_COLUMNS, 'extra'])).toBe(false);
    expect(isSummarisedResult(SUMMARISED_COLUMNS.slice(1))).toBe(false);
  });

  it('hides counts 1..min−1, keeps 0, and hides what is linked to a hidden count', () => {
    const result = suppressSummarised(
      summarised([
        ['number subjects', 'overall', 'count', 'integer', '100'],
        ['gi bleed', 'yes', 'count', 'integer', '0'],
        ['gi bleed', 'yes', 'percentage', 'percentage', '0'],
        ['anaemia', 'yes', 'count', 'integer', '4'],
        ['anaemia', 'yes', 'percentage', 'percentage', '4'],
        ['age', 'overall', 'mean', 'numeric', '52.1'],
      ]),
      RULES,
    );
    expect(values(result.rows)).toEqual(['100', '0', '0', '<5', '-', '52.1']);
    expect(result.suppressedCells).toBe(2);
    expect(result.groupsWithoutSize).toEqual([]);
  });

  it('hides a whole group whose number of subjects is below the minimum', () => {
    const result = suppressSummarised(
      summarised(
        [
          ['Number subjects', 'overall', 'count', 'integer', '3'],
          ['number records', 'overall', 'count', 'integer', '12'],
          ['age', 'overall', 'mean', 'numeric', '61'],
          ['birth date', 'overall', 'min', 'date', '1950-04-12'],
        ],
        ['sex', 'Female'],
      ),
      RULES,
    );
    expect(values(result.rows)).toEqual(['<5', '-', '-', '-']);
  });

  it('hides a percentage that is a small count of its group even without the count beside it', () => {
    const result = suppressSummarised(
      summarised([
        ['number subjects', 'overall', 'count', 'integer', '40'],
        ['anaemia', 'yes', 'percentage', 'percentage', '7.5'],
        ['asthma', 'yes', 'percentage', 'percentage', '25'],
      ]),
      RULES,
    );
    expect(values(result.rows)).toEqual(['40', '-', '25']);
  });

  it('hides the next smallest cell of a breakdown with one hidden cell, and rounds the rest to 5', () => {
    const result = suppressSummarised(
      summarised([
        ['number subjects', 'overall', 'count', 'integer', '61'],
        ['race', 'white', 'count', 'integer', '41'],
        ['race', 'black', 'count', 'integer', '12'],
        ['race', 'black', 'percentage', 'percentage', '19.7'],
        ['race', 'asian', 'count', 'integer', '2'],
        ['race', 'other', 'count', 'integer', '6'],
      ]),
      { minCellCount: 5, rounding: 5 },
    );
    expect(values(result.rows)).toEqual(['60', '40', '10', '19.7', '<5', '-']);
    expect(result.suppressedCells).toBe(5);
  });

  it('treats integer estimates that are no statistic as counts, whatever their name', () => {
    const result = suppressSummarised(
      summarised([
        ['number subjects', 'overall', 'count', 'integer', '30'],
        ['a', 'x', 'total', 'integer', '3'],
        ['b', 'x', '환자수', 'integer', ' 2.0'],
        ['c', 'x', 'max', 'integer', '3'],
        ['d', 'x', 'record_count', 'numeric', '1'],
        ['e', 'x', 'count', 'integer', 'three'],
      ]),
      RULES,
    );
    expect(values(result.rows)).toEqual(['30', '<5', '<5', '3', '<5', '-']);
  });

  it('lists groups without a number of subjects', () => {
    const result = suppressSummarised(summarised([['anaemia', 'yes', 'count', 'integer', '40']]), RULES);
    expect(result.groupsWithoutSize).toEqual([{ group: 'overall / overall / overall / overall', rows: 1 }]);
  });

  it('holds a file whose labels carry person ids or source values, or that lacks a group size', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => String(1000 + i));
    const byPerson = summarised(
      ids.flatMap((id): [string, string, string, string, string][] => [
        ['number subjects', 'overall', 'count', 'integer', '20'],
        ['person', id, 'count', 'integer', '20'],
      ]),
    );
    const held = await checkResultFile('p.csv', byPerson, RULES, lookup);
    expect(held.status).toBe('HELD');
    expect(held.findings.map((f) => `${f.code}:${f.column}`)).toContain('PERSON_ID:variable_level');

    const births = summarised([
      ['number subjects', 'overall', 'count', 'integer', '20'],
      ...['1950-04-12', '1961-02-03', '1963-12-31', '1970-07-07', '1981-01-30'].map(
        (date): [string, string, string, string, string] => ['birth date', date, 'count', 'integer', '1'],
      ),
      ['birth date', 'overall', 'count', 'integer', '15'],
    ]);
    const dated = await checkResultFile('d.csv', births, RULES, lookup);
    expect(dated.status).toBe('HELD');
    expect(dated.findings.map((f) => `${f.code}:${f.column}`)).toEqual(['EVENT_DATE:variable_level']);

    // Groups named by hashed ids: each group hidden, but the hashes would still list the persons.
    const hashed = summarised(
      Array.from({ length: 12 }, (_, i): [string, string, string, string, string] => [
        'subject',
        `${'9f'.repeat(15)}${String(i).padStart(2, '0')}`,
        'count',
        'integer',
        '1',
      ]),
    );
    hashed.rows.unshift([
      '1',
      'cdm',
      'overall',
      'overall',
      'overall',
      'overall',
      'number subjects',
      'overall',
      'count',
      'integer',
      '12',
      'overall',
      'overall',
    ]);
    const hashes = await checkResultFile('h.csv', hashed, RULES, lookup);
    expect(hashes.status).toBe('HELD');
    expect(hashes.findings.map((f) => `${f.code}:${f.column}`)).toEqual(['IDENTIFIER:variable_level']);

    const codes = summarised([
      ['number subjects', 'overall', 'count', 'integer', '20'],
      ['condition', 'K92.2', 'count', 'integer', '20'],
    ]);
    const source = await checkResultFile('s.csv', codes, RULES, lookup);
    expect(source).toMatchObject({ status: 'HELD', format: 'SUMMARISED_RESULT' });
    expect(source.findings.map((f) => f.code)).toEqual(['SOURCE_VALUE']);
    expect(source.bytes).not.toBeNull();

    const sizeless = await checkResultFile(
      'n.csv',
      summarised([['anaemia', 'yes', 'count', 'integer', '3']]),
      RULES,
      lookup,
    );
    expect(sizeless.status).toBe('HELD');
    expect(sizeless.findings[0]).toMatchObject({ code: 'SMALL_COUNT', column: 'estimate_value' });
    expect(sizeless.findings[0]!.message).toContain('number subjects');
    // Held, and suppressed all the same.
    expect(new TextDecoder().decode(sizeless.bytes ?? undefined)).toContain(',<5,');
  });
});

describe('content findings of other files', () => {
  const column = (name: string, list: (string | null)[], textual = false) => ({
    name,
    values: list,
    textual,
  });
  const check = (columns: ReturnType<typeof column>[]) =>
    checkContent(columns, { minCellCount: 5, codes: ALL }, lookup);

  it('finds small counts in any column, whatever the type: 3, 3.0, " 3" and text', async () => {
    const { findings } = await check([
      column('label', ['a', 'b', 'c', 'd'], true),
      column('x', ['3', '3.0', ' 3', '12'], true),
      column('y', ['0', '5', '20', null]),
    ]);
    expect(findings.map((f) => [f.code, f.column, f.rows])).toEqual([['SMALL_COUNT', 'x', 3]]);
  });

  it('calls a column person ids by the share of its values that are, or all of few', async () => {
    const many = Array.from({ length: 20 }, (_, i) => String(i < 17 ? 1000 + i : 5000 + i));
    const few = ['1001', '1002'];
    const { findings, personLevel } = await check([
      column('k', many),
      column(
        'g',
        many.map(() => '8507'),
      ),
    ]);
    expect(findings.map((f) => f.code)).toEqual(['PERSON_ID', 'ONE_ROW_PER_PERSON']);
    expect(personLevel).toContain('열 "k"');
    const small = await check([column('k', few)]);
    expect(small.findings.map((f) => f.code)).toEqual(['PERSON_ID', 'ONE_ROW_PER_PERSON']);
    expect(small.personLevel).toBeNull();
    const chance = await check([column('n', ['1001', '77'])]);
    expect(chance.findings).toEqual([]);
    // Counts that are ids by chance, one per row: held with the finding, not refused (the labels are
    // the key).
    const counts = Array.from({ length: 6 }, (_, i) => String(1010 + i));
    const aggregate = await check([
      column('label', ['a', 'b', 'c', 'd', 'e', 'f'], true),
      column('n', counts),
    ]);
    expect(aggregate.findings.map((f) => f.code)).toEqual(['PERSON_ID', 'ONE_ROW_PER_PERSON']);
    expect(aggregate.personLevel).toBeNull();
    // Where ids run densely, a value matching an id proves nothing: only structure tells.
    const dense = { ...lookup, personIdDensity: () => Promise.resolve(0.97) };
    const denseCheck = await checkContent([column('n', counts)], { minCellCount: 5, codes: ALL }, dense);
    expect(denseCheck.findings).toEqual([]);
    // Concept ids that are person ids too are no evidence of persons.
    const concepts = Array.from({ length: 20 }, (_, i) => String(1050 + i));
    const labels = concepts.map((_, i) => `condition ${i}`);
    expect((await check([column('concept_id', concepts), column('name', labels, true)])).findings).toEqual(
      [],
    );
  });

  it('finds identifiers that tell rows apart, but not an aggregate’s counts or concept ids', async () => {
    const hashes = Array.from({ length: 12 }, (_, i) => `${'ab'.repeat(15)}${String(i).padStart(2, '0')}`);
    const computed = Array.from({ length: 12 }, (_, i) => String(7000 + i * 7));
    const same = computed.map(() => '8532');
    expect((await check([column('h', hashes, true)])).findings.map((f) => f.code)).toEqual([
      'IDENTIFIER',
      'ONE_ROW_PER_PERSON',
    ]);
    expect((await check([column('k', computed), column('g', same)])).findings.map((f) => f.code)).toEqual([
      'IDENTIFIER',
      'ONE_ROW_PER_PERSON',
    ]);
    // Counts per decade: unique per row, but the decade is the key; so are the months of a series.
    const decades = computed.map((_, i) => `${i * 10}s`);
    expect((await check([column('decade', decades, true), column('n', computed)])).findings).toEqual([]);
    const months = computed.map((_, i) => `2020-${String(i + 1).padStart(2, '0')}-01`);
    const series = await check([column('month', months), column('n', computed)]);
    expect(series.findings.map((f) => f.code)).toEqual(['EVENT_DATE']);
    expect(series.personLevel).toBeNull();
  });

  it('refuses an identifier beside per-row birth years; holds birth years and dates alone', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `P${7000 + i}`);
    const years = ids.map((_, i) => String(1950 + (i % 3)));
    const dates = ids.map((_, i) => `2010-01-${String(i + 10)}`);
    const refused = await check([column('k', ids, true), column('y', years)]);
    expect(refused.personLevel).toContain('열 "k"');
    const held = await check([column('y', years), column('d', dates)]);
    expect(held.personLevel).toBeNull();
    expect(held.findings.map((f) => `${f.code}:${f.column}`)).toEqual(['BIRTH_YEAR:y', 'EVENT_DATE:d']);
  });

  it('finds source values, and free text unless it is a concept name', async () => {
    const { findings } = await check([
      column('code', ['K92.2', 'other'], true),
      column(
        'note',
        ['patient came in with a long story to tell', 'Primary malignant neoplasm of a b c'],
        true,
      ),
    ]);
    expect(findings.map((f) => [f.code, f.column, f.rows])).toEqual([
      ['SOURCE_VALUE', 'code', 1],
      ['FREE_TEXT', 'note', 1],
    ]);
  });

  it('refuses a file it could not check (the CDM did not answer)', async () => {
    const failing: CdmLookup = {
      ...lookup,
      sourceValues: () => Promise.reject(new Error('connection lost')),
    };
    const file = await checkResultFile(
      'x.csv',
      { fields: [{ name: 'label', typeId: TEXT }], rows: [['a']] },
      RULES,
      failing,
    );
    expect(file).toMatchObject({ status: 'REFUSED', bytes: null, sha256: null, rows: 1 });
    expect(file.refusal).toContain('검사하지 못했습니다');
  });

  it('finds nothing in an honest aggregate', async () => {
    const file = await checkResultFile(
      'g.csv',
      {
        fields: [
          { name: 'gender', typeId: TEXT },
          { name: 'persons', typeId: INT8 },
        ],
        rows: [
          ['FEMALE', '420'],
          ['MALE', '388'],
        ],
      },
      RULES,
      lookup,
    );
    expect(file).toMatchObject({ status: 'HELD', format: 'OTHER', findings: [], rows: 2 });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('scrubbing database errors', () => {
  const sql = 'select person_source_value::int as subject_number from cdm.person';

  it('hides quoted and numeric fragments the SQL does not hold; keeps the names it does', () => {
    expect(
      scrubDatabaseError(
        { message: 'invalid input syntax for type integer: "001f4a87-70d0-435c-a4b9-1425f6928d33"' },
        sql,
        'raised',
      ).text,
    ).toBe(`invalid input syntax for type integer: "${HIDDEN_VALUE}"`);
    expect(scrubDatabaseError({ message: 'column "subject_number" does not exist' }, sql, 'r').text).toBe(
      'column "subject_number" does not exist',
    );
    expect(scrubDatabaseError({ message: 'value 3 is out of range' }, 'select 2023', 'r').text).toBe(
      `value ${HIDDEN_VALUE} is out of range`,
    );
  });

  it('replaces whole an error raised by the package', () => {
    expect(scrubDatabaseError({ message: 'leak K92.2', code: 'P0001' }, 'select 1', 'raised')).toEqual({
      text: 'raised',
      raised: true,
    });
    expect(
      scrubDatabaseError(
        { message: 'invalid input syntax: x', code: '22P02' },
        'do $$ begin raise …',
        'raised',
      ).raised,
    ).toBe(true);
  });
});

describe('held files', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'held-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const bytes = new TextEncoder().encode('a,b\r\n1,2\r\n');
  const file = { name: 'x.csv', bytes, sha256: 'abc' };

  it.each([
    ['on disk', folder],
    ['in memory', null],
  ])('answers by token, file and retention (%s)', async (_where, dir) => {
    let now = 1_000;
    const held = new HeldFiles(dir, 10_000, () => now);
    await held.keep(42, 'secret', true, [file]);
    expect(await held.fetch('42', 'x.csv', undefined)).toEqual({ kind: 'unauthorized' });
    expect(await held.fetch('42', 'x.csv', 'wrong')).toEqual({ kind: 'unauthorized' });
    expect(await held.fetch('43', 'x.csv', 'secret')).toEqual({ kind: 'unknown-execution' });
    expect(await held.fetch('../42', 'x.csv', 'secret')).toEqual({ kind: 'unknown-execution' });
    expect(await held.fetch('42', 'y.csv', 'secret')).toEqual({ kind: 'unknown-file' });
    const ok = await held.fetch('42', 'x.csv', 'secret');
    expect(ok.kind).toBe('ok');
    if (ok.kind === 'ok') expect(new TextDecoder().decode(ok.bytes)).toBe('a,b\r\n1,2\r\n');
    now += 20_000;
    await held.sweep();
    expect(await held.fetch('42', 'x.csv', 'secret')).toEqual({ kind: 'expired' });
    if (dir) expect(readdirSync(path.join(dir, '42'))).toEqual(['manifest.json']);

    await held.keep(44, 'other', false, [file]);
    expect(await held.fetch('44', 'x.csv', 'other')).toEqual({ kind: 'forbidden' });
    // Files that may never leave are not kept at all, only listed.
    if (dir) expect(readdirSync(path.join(dir, '44'))).toEqual(['manifest.json']);
  });
});
