import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRanges } from '../src/cdm/demo-sites.js';
import { readSample } from '../src/cdm/sample.js';
import {
  csvRows,
  fetchHeld,
  manifestFile,
  Receiver,
  run,
  siteNamed,
  text,
  type ResultCall,
} from './helpers.js';

// A curious researcher's packages against the node's sample CDM, through its real engine port (issue
// 27). Each attack must end refused, suppressed or held with a named finding, and the result
// callback's file parts must never carry the attack's values. An honest aggregate in summarised_result
// arrives checked with its small counts hidden; an honest free CSV is held with no findings.

const DATABASE = 'cheongsol_cdm';
const SITE_INDEX = 3;

let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver().start();
});
afterAll(() => receiver.close());

/** The site's persons, from the shipped sample and the demo split (what the node loaded). */
interface Person {
  id: string;
  yearOfBirth: number;
  birthDate: string;
  sourceValue: string;
}
const persons: Person[] = (() => {
  const table = readSample('gibleed').find((t) => t.name === 'person')!;
  const lines = table.csv.toString('utf8').trim().split('\n').slice(1);
  const col = (name: string) => table.columns.indexOf(name);
  const all = lines
    .map((line) => line.replace(/\r$/, '').split(','))
    .map((f) => ({
      id: f[col('person_id')]!,
      yearOfBirth: Number(f[col('year_of_birth')]),
      birthDate: f[col('birth_datetime')]!.slice(0, 10),
      sourceValue: f[col('person_source_value')]!,
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
  const range = demoRanges(all.length)[SITE_INDEX]!;
  return all.slice(range.from, range.to);
})();

const attack = async (
  files: Record<string, string>,
  extra: { disclosure?: Record<string, unknown> } = {},
) => {
  const site = siteNamed(DATABASE);
  return (await run({ engine: site.engine, database: DATABASE, receiver, files, ...extra })).result;
};

/** The text of every file part the platform received, stdout.txt apart. */
const sentFiles = (result: ResultCall) =>
  [...result.files].filter(([name]) => name !== 'stdout.txt').map(([, bytes]) => text(bytes));

/** Whether any sent file, the error or the log has `value` as a whole token. */
function leaks(result: ResultCall, values: string[]): string[] {
  const everything = [...sentFiles(result), text(result.files.get('stdout.txt')), result.report.error ?? ''];
  return values.filter((value) => {
    const token = new RegExp(`(?<![\\w-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
    return everything.some((t) => token.test(t));
  });
}

const codes = (result: ResultCall, name: string) => manifestFile(result, name).findings.map((f) => f.code);

/** The summarised_result columns and one row's constant labels, for SQL written by hand. */
const SR = `result_id, cdm_name, group_name, group_level, strata_name, strata_level, variable_name,
  variable_level, estimate_name, estimate_type, estimate_value, additional_name, additional_level`;

describe('identifiers', () => {
  it('refuses person ids under another name (one row per person), and sends nothing of them', async () => {
    const result = await attack({
      'ids.sql': `select person_id as subject_key, gender_concept_id
                    from @cdm_database_schema.person order by person_id limit 20`,
    });
    const file = manifestFile(result, 'ids.csv');
    expect(file).toMatchObject({ status: 'REFUSED', sha256: null, rows: 20 });
    expect(codes(result, 'ids.csv')).toEqual(expect.arrayContaining(['PERSON_ID', 'ONE_ROW_PER_PERSON']));
    expect(result.files.has('ids.csv')).toBe(false);
    expect(
      leaks(
        result,
        persons.slice(0, 20).map((p) => p.id),
      ),
    ).toEqual([]);
    expect(result.report.stdout).toContain('[ids.csv] 반출 거부: 환자 단위 행 파일입니다: 열 "subject_key"');
  });

  it('refuses computed ids beside birth years; holds a hashed id column as an identifier', async () => {
    const result = await attack({
      'a_computed.sql': `select person_id * 7 + 3 as k, gender_concept_id, year_of_birth
                           from @cdm_database_schema.person order by person_id limit 100`,
      'b_hashed.sql': `select md5(person_id::text) as h, gender_concept_id
                         from @cdm_database_schema.person order by person_id limit 30`,
    });
    expect(manifestFile(result, 'a_computed.csv').status).toBe('REFUSED');
    expect(codes(result, 'a_computed.csv')).toEqual(expect.arrayContaining(['IDENTIFIER', 'BIRTH_YEAR']));
    const hashed = manifestFile(result, 'b_hashed.csv');
    expect(hashed.status).toBe('HELD');
    expect(hashed.findings.find((f) => f.code === 'IDENTIFIER')).toMatchObject({ column: 'h', rows: 30 });
    expect([...result.files.keys()]).toEqual(['stdout.txt']);
    expect(
      leaks(
        result,
        persons.slice(0, 100).map((p) => String(Number(p.id) * 7 + 3)),
      ),
    ).toEqual([]);
  });

  it('holds source values under another name, aggregated or not', async () => {
    const result = await attack({
      'a_codes.sql': `select condition_source_value as dx, count(*) as n
                        from @cdm_database_schema.condition_occurrence group by 1 having count(*) >= 5`,
      'b_people.sql': `select person_source_value as ref, gender_concept_id
                         from @cdm_database_schema.person order by person_id limit 12`,
    });
    expect(manifestFile(result, 'a_codes.csv').status).toBe('HELD');
    expect(codes(result, 'a_codes.csv')).toContain('SOURCE_VALUE');
    expect(manifestFile(result, 'b_people.csv').status).toBe('HELD');
    expect(manifestFile(result, 'b_people.csv').findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'SOURCE_VALUE', column: 'ref', rows: 12 }),
        expect.objectContaining({ code: 'IDENTIFIER', column: 'ref' }),
      ]),
    );
    expect(leaks(result, ['K92.2', ...persons.slice(0, 12).map((p) => p.sourceValue)])).toEqual([]);
  });
});

describe('quasi-identifiers and small counts', () => {
  it('holds one row per person with birth year and event date, naming both', async () => {
    const result = await attack({
      'rows.sql': `select p.year_of_birth as y, min(c.condition_start_date) as first_seen
                     from @cdm_database_schema.person p
                     join @cdm_database_schema.condition_occurrence c on c.person_id = p.person_id
                    group by p.person_id, p.year_of_birth`,
    });
    const file = manifestFile(result, 'rows.csv');
    expect(file.status).toBe('HELD');
    expect(file.findings.map((f) => [f.code, f.column])).toEqual(
      expect.arrayContaining([
        ['BIRTH_YEAR', 'y'],
        ['EVENT_DATE', 'first_seen'],
      ]),
    );
    expect(result.files.has('rows.csv')).toBe(false);
  });

  it('finds small counts whatever their name, language or type', async () => {
    const result = await attack({
      'small.sql': `select gender_concept_id as g, (year_of_birth / 10) * 10 as decade,
                           count(*) as cnt, count(*)::text as "환자수", count(*)::float8 as total,
                           ' ' || count(*)::text as padded
                      from @cdm_database_schema.person group by 1, 2 having count(*) < 5`,
    });
    const file = manifestFile(result, 'small.csv');
    expect(file.status).toBe('HELD');
    const small = file.findings.filter((f) => f.code === 'SMALL_COUNT').map((f) => f.column);
    expect(small).toEqual(['cnt', '환자수', 'total', 'padded']);
    expect(file.findings[0]!.message).toMatch(/1부터 4까지의 정수/);
    expect(result.files.has('small.csv')).toBe(false);
  });

  it('hides small counts named total or 환자수 in summarised_result, and a count sent as float', async () => {
    const result = await attack({
      'sr.sql': `select ${SR} from (values
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'number subjects', 'overall', 'count', 'integer', '40', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'rare disease', 'A', 'total', 'integer', '3', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'rare disease', 'B', '환자수', 'integer', '2.0', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'rare disease', 'C', 'count', 'numeric', ' 4', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'rare disease', 'D', 'count', 'integer', '31', 'overall', 'overall')
        ) as t (${SR})`,
    });
    expect(manifestFile(result, 'sr.csv')).toMatchObject({ status: 'CHECKED', format: 'SUMMARISED_RESULT' });
    const values = csvRows(text(result.files.get('sr.csv'))).map((row) => row[10]);
    // D goes too: the total (40) less A, B and C's hidden counts would not give it, but D with C
    // alone among the `count` estimates would make C the total less D's neighbours.
    expect(values).toEqual(['estimate_value', '40', '<5', '<5', '<5', '-']);
  });

  it('holds MIN/MAX birth dates over groups of one or two in a free CSV', async () => {
    const result = await attack({
      'births.sql': `select year_of_birth, gender_concept_id, count(*) as n,
                            min(birth_datetime)::date as earliest, max(birth_datetime)::date as latest
                       from @cdm_database_schema.person group by 1, 2 having count(*) <= 2`,
    });
    const file = manifestFile(result, 'births.csv');
    expect(file.status).toBe('HELD');
    expect(file.findings.map((f) => `${f.code}:${f.column}`)).toEqual(
      expect.arrayContaining([
        'SMALL_COUNT:n',
        'EVENT_DATE:earliest',
        'EVENT_DATE:latest',
        'BIRTH_YEAR:year_of_birth',
      ]),
    );
    expect(result.files.has('births.csv')).toBe(false);
  });

  it('hides whole groups of one or two in summarised_result: their birth dates never leave', async () => {
    const row = (variable: string, name: string, type: string, value: string) =>
      `select '1', '${DATABASE}', 'year_of_birth &&& gender', year_of_birth || ' &&& ' || gender_concept_id,
              'overall', 'overall', '${variable}', 'overall', '${name}', '${type}', ${value}, 'overall', 'overall' from g`;
    const result = await attack({
      'births_sr.sql': `with g as (
          select year_of_birth, gender_concept_id, count(*) as n,
                 min(birth_datetime)::date as earliest, max(birth_datetime)::date as latest
            from @cdm_database_schema.person group by 1, 2 having count(*) <= 2)
        select ${SR} from (
          ${row('number subjects', 'count', 'integer', 'n::text')}
          union all ${row('birth date', 'min', 'date', 'earliest::text')}
          union all ${row('birth date', 'max', 'date', 'latest::text')}
        ) as t (${SR})`,
    });
    const file = manifestFile(result, 'births_sr.csv');
    expect(file.status).toBe('CHECKED');
    const rows = csvRows(text(result.files.get('births_sr.csv'))).slice(1);
    expect(rows.length).toBeGreaterThan(10);
    expect(file.suppressedCells).toBe(rows.length);
    expect(new Set(rows.map((r) => r[10]))).toEqual(new Set(['<5', '-']));
    expect(
      leaks(
        result,
        persons.map((p) => p.birthDate),
      ),
    ).toEqual([]);
  });
});

describe('differencing', () => {
  it('hides a second cell where a total and the other cells would give a small one away', async () => {
    const result = await attack({
      'diff.sql': `select ${SR} from (values
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'number subjects', 'overall', 'count', 'integer', '40', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'smoking', 'never', 'count', 'integer', '25', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'smoking', 'never', 'percentage', 'percentage', '62.5', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'smoking', 'former', 'count', 'integer', '12', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'smoking', 'former', 'percentage', 'percentage', '30', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'smoking', 'current', 'count', 'integer', '3', 'overall', 'overall'),
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'smoking', 'current', 'percentage', 'percentage', '7.5', 'overall', 'overall')
        ) as t (${SR})`,
    });
    expect(manifestFile(result, 'diff.csv')).toMatchObject({ status: 'CHECKED', suppressedCells: 4 });
    const values = csvRows(text(result.files.get('diff.csv')))
      .slice(1)
      .map((r) => `${r[7]}/${r[8]}=${r[10]}`);
    expect(values).toEqual([
      'overall/count=40',
      'never/count=25',
      'never/percentage=62.5',
      'former/count=-',
      'former/percentage=-',
      'current/count=<5',
      'current/percentage=-',
    ]);
  });

  it('hides the other strata level too when one of two is a small group', async () => {
    const strata = (level: string, n: string, variable: string, count: string) => [
      `('1', 'x', 'overall', 'overall', 'sex', '${level}', 'number subjects', 'overall', 'count', 'integer', '${n}', 'overall', 'overall')`,
      `('1', 'x', 'overall', 'overall', 'sex', '${level}', 'anaemia', 'yes', 'count', 'integer', '${count}', 'overall', 'overall')`,
      `('1', 'x', 'overall', 'overall', 'sex', '${level}', 'anaemia', 'yes', '${variable}', 'percentage', '50', 'overall', 'overall')`,
    ];
    const result = await attack({
      'strata.sql': `select ${SR} from (values
          ('1', 'x', 'overall', 'overall', 'overall', 'overall', 'number subjects', 'overall', 'count', 'integer', '43', 'overall', 'overall'),
          ${[...strata('Female', '3', 'percentage', '2'), ...strata('Male', '40', 'percentage', '20')].join(',\n')}
        ) as t (${SR})`,
    });
    const rows = csvRows(text(result.files.get('strata.csv'))).slice(1);
    expect(rows.map((r) => `${r[5]}/${r[6]}/${r[8]}=${r[10]}`)).toEqual([
      'overall/number subjects/count=43',
      'Female/number subjects/count=<5',
      'Female/anaemia/count=<5',
      'Female/anaemia/percentage=-',
      'Male/number subjects/count=-',
      'Male/anaemia/count=-',
      'Male/anaemia/percentage=-',
    ]);
  });
});

describe('errors', () => {
  it('scrubs a value a cast quotes in the error, keeping the names the package wrote', async () => {
    const result = await attack({
      'cast.sql': `select person_source_value::int as subject_number from @cdm_database_schema.person`,
    });
    expect(result.report.error).toContain('invalid input syntax for type integer: "‹값 숨김›"');
    expect(
      leaks(
        result,
        persons.map((p) => p.sourceValue),
      ),
    ).toEqual([]);
    const missing = await attack({
      'typo.sql': 'select person_sourc_value from @cdm_database_schema.person',
    });
    expect(missing.report.error).toContain('column "person_sourc_value" does not exist');
  });

  it('replaces an error the package raises itself, whatever its SQLSTATE', async () => {
    const first = persons[0]!.sourceValue;
    const raised = await attack({
      'raise.sql': `do $$ begin raise exception 'leak %', (select person_source_value
                      from @cdm_database_schema.person order by person_id limit 1); end $$; select 1 as x`,
    });
    expect(raised.report.error).toContain('패키지가 직접 일으킨 오류입니다');
    const disguised = await attack({
      'disguise.sql': `do $$ begin raise exception using errcode = '22P02', message =
                         'invalid input syntax for type integer: ' || (select person_source_value
                          from @cdm_database_schema.person order by person_id limit 1); end $$; select 1 as x`,
    });
    expect(disguised.report.error).toContain('패키지가 직접 일으킨 오류입니다');
    expect([...leaks(raised, [first]), ...leaks(disguised, [first])]).toEqual([]);
  });
});

describe('honest results', () => {
  it('sends an honest summarised_result checked, with small counts hidden and their percentages', async () => {
    const result = await attack({
      'decades.sql': `with persons as (
            select (year_of_birth / 10) * 10 as decade from @cdm_database_schema.person),
          total as (select count(*) as n from persons),
          by_decade as (select decade, count(*) as n from persons group by decade)
        select '1' as result_id, '${DATABASE}' as cdm_name, 'overall' as group_name, 'overall' as group_level,
               'overall' as strata_name, 'overall' as strata_level, 'number subjects' as variable_name,
               'overall' as variable_level, 'count' as estimate_name, 'integer' as estimate_type,
               n::text as estimate_value, 'overall' as additional_name, 'overall' as additional_level
          from total
        union all
        select '1', '${DATABASE}', 'overall', 'overall', 'overall', 'overall', 'birth decade', decade::text,
               'count', 'integer', n::text, 'overall', 'overall' from by_decade
        union all
        select '1', '${DATABASE}', 'overall', 'overall', 'overall', 'overall', 'birth decade', decade::text,
               'percentage', 'percentage', round(100.0 * n / (select n from total), 2)::text, 'overall', 'overall'
          from by_decade`,
    });
    const file = manifestFile(result, 'decades.csv');
    expect(file).toMatchObject({ status: 'CHECKED', format: 'SUMMARISED_RESULT', findings: [] });
    const rows = csvRows(text(result.files.get('decades.csv'))).slice(1);
    const value = (level: string, name: string) => rows.find((r) => r[7] === level && r[8] === name)?.[10];

    const decades = new Map<number, number>();
    for (const p of persons) {
      const decade = Math.floor(p.yearOfBirth / 10) * 10;
      decades.set(decade, (decades.get(decade) ?? 0) + 1);
    }
    const small = [...decades].filter(([, n]) => n < 5).map(([d]) => d);
    expect(small.length).toBe(1);
    // The smallest other decade goes too: the total minus the rest would give the small one away.
    const second = [...decades].filter(([, n]) => n >= 5).sort((a, b) => a[1] - b[1])[0]![0];
    expect(value('overall', 'count')).toBe(String(persons.length));
    for (const [decade, n] of decades) {
      const hidden = decade === small[0] ? '<5' : decade === second ? '-' : String(n);
      expect(value(String(decade), 'count')).toBe(hidden);
      if (hidden !== String(n)) expect(value(String(decade), 'percentage')).toBe('-');
      else expect(value(String(decade), 'percentage')).not.toBe('-');
    }
    expect(file.suppressedCells).toBe(4);
    expect(result.report.stdout).toContain('[decades.csv] summarised_result 형식: 검사를 통과해 보냅니다.');
  });

  it("sends the README's example of a researcher's own summarised_result, checked", async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = /### Emitting summarised_result[\s\S]*?```sql\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    const result = await attack({ 'by_gender.sql': example! });
    expect(manifestFile(result, 'by_gender.csv')).toMatchObject({ status: 'CHECKED', findings: [] });
    const rows = csvRows(text(result.files.get('by_gender.csv'))).slice(1);
    expect(rows.map((r) => `${r[6]}/${r[7]}/${r[8]}`).sort()).toEqual([
      'gender/FEMALE/count',
      'gender/FEMALE/percentage',
      'gender/MALE/count',
      'gender/MALE/percentage',
      'number subjects/overall/count',
    ]);
    expect(rows[0]![10]).toBe(String(persons.length));
  });

  it('holds an honest free CSV with no findings; the token fetches its exact bytes', async () => {
    const result = await attack({
      'gender.sql': `select c.concept_name as gender, count(*) as persons
                       from @cdm_database_schema.person p
                       join @vocabulary_database_schema.concept c on c.concept_id = p.gender_concept_id
                      group by 1 order by 1`,
    });
    const file = manifestFile(result, 'gender.csv');
    expect(file).toMatchObject({ status: 'HELD', format: 'OTHER', findings: [], rows: 2 });
    expect(file.columns).toEqual(['gender', 'persons']);
    expect(result.files.has('gender.csv')).toBe(false);
    const response = await fetchHeld(
      siteNamed(DATABASE).engine,
      result.id,
      'gender.csv',
      result.report.disclosure.releaseToken,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-sha256')).toBe(file.sha256);
    const body = await response.text();
    expect(csvRows(body)[0]).toEqual(['gender', 'persons']);
    expect(Buffer.byteLength(body)).toBe(file.size);
  });
});
