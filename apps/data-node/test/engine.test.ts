import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvRows,
  fetchHeld,
  fileText,
  manifestFile,
  nextId,
  Receiver,
  run,
  siteNamed,
  submit,
  text,
  unzip,
} from './helpers.js';

// The Arachne Execution Engine subset over real HTTP: a platform stand-in submits packages and
// receives the status and result callbacks.

let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver().start();
});
afterAll(() => receiver.close());

const hanbit = () => siteNamed('hanbit_cdm');
const sjmc = () => siteNamed('sjmc_cdm');
/** The site the abort test stops (its database reopens afterwards). */
const halla = () => siteNamed('halla_cdm');

const on = (site: { engine: string; database: string }) => ({
  engine: site.engine,
  database: site.database,
  receiver,
});

describe('analyze', () => {
  it('runs a SQL package: INITIALIZE and EXECUTE statuses, then COMPLETED with one CSV per file (held)', async () => {
    const { id, body, result } = await run({
      ...on(hanbit()),
      files: {
        'b_years.sql': `-- persons born per decade
          select (year_of_birth / 10) * 10 as decade, count(*) as persons
            from @cdm_database_schema.person group by 1 order by 1;`,
        'a_gender.sql': `select c.concept_name as gender, count(*) as person_count
            from @cdm_database_schema.person p
            join @vocabulary_database_schema.concept c on c.concept_id = p.gender_concept_id
           group by c.concept_name order by 1`,
        'more/c_label.sql': `select 'a,b' as label, 'say "hi"' as quote, null::text as empty, true as flag`,
      },
    });
    expect(body).toEqual({ id, type: 'SQL', actualDescriptorId: null });

    const statuses = receiver.statusesOf(id);
    expect(statuses.map((s) => s.body.stage).slice(0, 2)).toEqual(['INITIALIZE', 'EXECUTE']);
    expect(statuses[0]!.password).toBe('a1b2c3d4e5f60718');
    expect(statuses[0]!.body.id).toBe(id);
    expect(statuses[0]!.body.stdout).toContain(`실행 ${id} 요청을 받았습니다`);
    expect(Date.parse(statuses[0]!.body.stdoutDate)).not.toBeNaN();
    // Each update carries only the new part of the log.
    const joined = statuses.map((s) => s.body.stdout).join('');
    expect(result.report.stdout.startsWith(joined)).toBe(true);

    expect(result.password).toBe('a1b2c3d4e5f60718');
    expect(result.reportHadFileName).toBe(false);
    expect(result.report).toMatchObject({ id, stage: 'COMPLETED', error: null, status: 'EXECUTED' });
    // Free CSVs stay at the node: the callback lists them, and carries only the log.
    expect([...result.files.keys()]).toEqual(['stdout.txt']);
    expect(result.report.disclosure.files.map((f) => [f.name, f.status, f.format])).toEqual([
      ['a_gender.csv', 'HELD', 'OTHER'],
      ['b_years.csv', 'HELD', 'OTHER'],
      ['c_label.csv', 'HELD', 'OTHER'],
    ]);
    const gender = csvRows(await fileText(hanbit().engine, result, 'a_gender.csv'));
    expect(gender[0]).toEqual(['gender', 'person_count']);
    expect(gender.slice(1).map((row) => row[0])).toEqual(['FEMALE', 'MALE']);
    expect(gender.slice(1).reduce((n, row) => n + Number(row[1]), 0)).toBe(808);
    expect(await fileText(hanbit().engine, result, 'c_label.csv')).toBe(
      'label,quote,empty,flag\r\n"a,b","say ""hi""",,true\r\n',
    );
    expect(text(result.files.get('stdout.txt'))).toBe(result.report.stdout);
    // Files run in name order, subfolders included; the log says what the node did.
    const log = result.report.stdout;
    expect(log.indexOf('[a_gender.sql]')).toBeLessThan(log.indexOf('[b_years.sql]'));
    expect(log.indexOf('[b_years.sql]')).toBeLessThan(log.indexOf('[more/c_label.sql]'));
    expect(log).toContain('요청의 접속 정보(계정, 비밀번호, 주소)는 쓰지 않습니다');
  });

  it('takes a zipped package and returns a zipped result (checked files only) when the headers ask', async () => {
    const { id, result } = await run({
      ...on(sjmc()),
      compressed: true,
      compressedResult: true,
      files: {
        'study/counts.sql': `select '1' as result_id, 'sjmc_cdm' as cdm_name, 'overall' as group_name,
            'overall' as group_level, 'overall' as strata_name, 'overall' as strata_level,
            'number subjects' as variable_name, 'overall' as variable_level, 'count' as estimate_name,
            'integer' as estimate_type, count(*)::text as estimate_value, 'overall' as additional_name,
            'overall' as additional_level from @cdm_database_schema.person`,
        'other/counts.sql': 'select count(*) as concepts from @vocabulary_database_schema.concept',
        'study/readme.txt': 'not SQL: carried, not run',
      },
    });
    expect(result.report).toMatchObject({ stage: 'COMPLETED', error: null });
    expect([...result.files.keys()]).toEqual([`${id}_result.zip`]);
    const inside = unzip(result.files.get(`${id}_result.zip`)!);
    // Two files named counts.sql: the second in name order (study/) gets its folder in its name. The
    // free one stays at the node; the summarised_result one is in the zip.
    expect([...inside.keys()].sort()).toEqual(['stdout.txt', 'study_counts.csv']);
    expect(csvRows(text(inside.get('study_counts.csv')))[1]![10]).toBe('593');
    expect(manifestFile(result, 'counts.csv')).toMatchObject({ status: 'HELD', rows: 1 });
    expect(manifestFile(result, 'study_counts.csv')).toMatchObject({
      status: 'CHECKED',
      format: 'SUMMARISED_RESULT',
    });
    expect(await fileText(sjmc().engine, result, 'counts.csv')).toBe('concepts\r\n444\r\n');
  });

  it('sends status updates while a file runs, each with the new part of the log', async () => {
    const { id, result } = await run({
      ...on(sjmc()),
      files: { 'slow.sql': 'select pg_sleep(1.5) is null as slept' },
    });
    expect(result.report.error).toBeNull();
    const statuses = receiver.statusesOf(id);
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses.slice(2).every((s) => s.body.stage === 'EXECUTE')).toBe(true);
    expect(statuses.map((s) => s.body.stdout).join('')).toContain('[slow.sql] 실행 중입니다');
  });
});

describe('disclosure control', () => {
  const row = (variable: string, level: string, value: number) =>
    `('1', 'hanbit_cdm', 'overall', 'overall', 'overall', 'overall', '${variable}', '${level}', 'count', 'integer', '${value}', 'overall', 'overall')`;
  const summarised = (rows: string[]) =>
    `select * from (values ${rows.join(', ')}) as t (result_id, cdm_name, group_name, group_level,
       strata_name, strata_level, variable_name, variable_level, estimate_name, estimate_type,
       estimate_value, additional_name, additional_level)`;

  it("applies the stricter of the node's rules and the request's: its minimum, its rounding", async () => {
    const { result } = await run({
      ...on(hanbit()),
      disclosure: { minCellCount: 10, rounding: 5, releaseUnchecked: true },
      files: {
        'sr.sql': summarised([row('number subjects', 'overall', 47), row('x', 'a', 7), row('y', 'b', 23)]),
      },
    });
    expect(result.report.disclosure.rules).toEqual({
      version: 'cdmnet-disclosure/1',
      minCellCount: 10,
      rounding: 5,
      releaseUnchecked: true,
    });
    expect(csvRows(text(result.files.get('sr.csv'))).map((r) => r[10])).toEqual([
      'estimate_value',
      '45',
      '<10',
      '25',
    ]);
    expect(manifestFile(result, 'sr.csv').suppressedCells).toBe(3);
    expect(result.report.stdout).toContain('반출 규칙: 최소 셀 크기 10, 보이는 수는 5 단위로 반올림');

    // A request asking for less than the node's minimum gets the node's.
    const lenient = await run({
      ...on(hanbit()),
      disclosure: { minCellCount: 3 },
      files: { 'sr.sql': summarised([row('number subjects', 'overall', 47), row('x', 'a', 4)]) },
    });
    expect(lenient.result.report.disclosure.rules).toMatchObject({ minCellCount: 5, rounding: null });
    expect(csvRows(text(lenient.result.files.get('sr.csv'))).map((r) => r[10])).toEqual([
      'estimate_value',
      '47',
      '<5',
    ]);
  });

  it('refuses a request whose disclosure settings are out of range, naming the field', async () => {
    const answer = await submit({
      ...on(hanbit()),
      disclosure: { minCellCount: 1 },
      files: { 'q.sql': 'select 1 as x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('disclosure.minCellCount');
  });

  it('gives a held file only to the holder of the release token', async () => {
    const site = hanbit();
    const { id, result } = await run({
      ...on(site),
      files: {
        'a_ok.sql': 'select count(*) as persons from @cdm_database_schema.person',
        'b_people.sql':
          'select person_id, year_of_birth from @cdm_database_schema.person order by person_id limit 30',
      },
    });
    const token = result.report.disclosure.releaseToken;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(result.report).toMatchObject({ stage: 'COMPLETED', error: null, status: 'EXECUTED' });
    expect(manifestFile(result, 'b_people.csv')).toMatchObject({ status: 'REFUSED', sha256: null });
    expect(result.report.stdout).toContain('[b_people.csv] 반출 거부: 환자 단위 행 파일입니다');

    const ok = await fetchHeld(site.engine, id, 'a_ok.csv', token);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('persons\r\n808\r\n');
    const answers = await Promise.all([
      fetchHeld(site.engine, id, 'a_ok.csv'),
      fetchHeld(site.engine, id, 'a_ok.csv', 'f'.repeat(64)),
      fetchHeld(site.engine, id, 'b_people.csv', token),
      fetchHeld(site.engine, id, 'nothing.csv', token),
      fetchHeld(site.engine, nextId(), 'a_ok.csv', token),
      // The right token on another site's engine: that site keeps nothing of this execution.
      fetchHeld(sjmc().engine, id, 'a_ok.csv', token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 404, 404, 404, 404]);
    const unauthorized = (await answers[0]?.json()) as { error: string; message: string };
    expect(unauthorized.message).toContain('반출 토큰');

    // The abort route answers anyone who knows the id: never with the token.
    const abort = await fetch(`${site.engine}/api/v1/abort/${id}`, { method: 'POST' });
    const answered = (await abort.json()) as { disclosure: Record<string, unknown> };
    expect(answered.disclosure.files).toHaveLength(2);
    expect(answered.disclosure).not.toHaveProperty('releaseToken');
  });

  it('keeps held files unreleasable when the request forbids releasing unchecked files (403)', async () => {
    const { id, result } = await run({
      ...on(hanbit()),
      disclosure: { releaseUnchecked: false },
      files: { 'q.sql': 'select count(*) as persons from @cdm_database_schema.person' },
    });
    expect(result.report.disclosure.rules.releaseUnchecked).toBe(false);
    const answer = await fetchHeld(hanbit().engine, id, 'q.csv', result.report.disclosure.releaseToken);
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toContain('반출을 허용하지 않습니다');
  });
});

describe('what a package may not do', () => {
  it('fails a file naming a parameter that has no value; parameters in the request fill the others', async () => {
    const { result } = await run({
      ...on(hanbit()),
      parameters: { target_cohort_id: '2', '@outcome_cohort_id': '1' },
      files: {
        'a.sql':
          "select @target_cohort_id as target, @outcome_cohort_id as outcome, '@not_a_param' as text -- @nor_this",
        'b.sql': 'select @study_window as w from @cdm_database_schema.person',
      },
    });
    expect(result.report.error).toContain('@study_window');
    expect(result.report.stdout).toContain('[b.sql] 값이 없는 매개변수가 남아 있습니다: @study_window');
    expect(await fileText(hanbit().engine, result, 'a.csv')).toBe(
      'target,outcome,text\r\n2,1,@not_a_param\r\n',
    );
    expect(result.report.disclosure.files.map((f) => f.name)).toEqual(['a.csv']);
  });

  it('fails writes: the transaction is read only', async () => {
    const insert = await run({
      ...on(hanbit()),
      files: {
        'w.sql':
          "insert into @target_database_schema.@cohort_table values (1, 1, '2020-01-01', '2020-01-02'); select 1 as x",
      },
    });
    expect(insert.result.report.error).toContain('read-only transaction');
    const create = await run({
      ...on(hanbit()),
      files: { 'c.sql': 'create table @cdm_database_schema.t (a int); select 1 as x' },
    });
    expect(create.result.report.error).toContain('read-only transaction');
  });

  it('refuses statements that would leave the read-only transaction', async () => {
    const { result } = await run({
      ...on(hanbit()),
      files: { 'escape.sql': 'commit; insert into results.cohort values (1, 1, null, null); select 1 as x' },
    });
    expect(result.report.error).toContain('COMMIT 문은 실행할 수 없습니다');
  });

  it('requires each file to end in a SELECT', async () => {
    const { result } = await run({
      ...on(hanbit()),
      files: { 'set.sql': 'select 1 as x; set local work_mem = 1024' },
    });
    expect(result.report.error).toContain('각 파일은 결과가 될 SELECT 문 하나로 끝나야 합니다');
  });

  it('finishes an R package with the error that it needs an Execution Engine with R', async () => {
    const { id, body, result } = await run({
      ...on(hanbit()),
      executableFileName: 'main.R',
      files: { 'main.R': 'library(CohortMethod)', DESCRIPTION: 'Package: Study' },
    });
    expect(body).toMatchObject({ id, type: 'R' });
    expect(result.report).toMatchObject({ stage: 'COMPLETED', status: 'FAILED' });
    expect(result.report.error).toBe(
      '이 데이터 노드는 SQL 패키지만 실행합니다. R 연구 패키지(ATLAS 추정·예측 등)는 R 실행 이미지를 갖춘 Arachne Execution Engine에서 실행해야 합니다.',
    );
  });

  it('refuses a data source naming another database, or a schema the database does not have', async () => {
    const other = await run({
      ...on(hanbit()),
      dataSource: { connectionString: 'jdbc:postgresql://db.hospital.example:5432/sjmc_cdm' },
      files: { 'q.sql': 'select 1 as x' },
    });
    expect(other.result.report.error).toBe(
      '요청한 데이터베이스 "sjmc_cdm"는 이 사이트의 데이터베이스("hanbit_cdm")가 아닙니다. 실행하지 않습니다.',
    );
    expect(other.result.report.disclosure.files).toEqual([]);
    const schema = await run({
      ...on(hanbit()),
      dataSource: { cdmSchema: 'cdm_v6' },
      files: { 'q.sql': 'select 1 as x' },
    });
    expect(schema.result.report.error).toContain(
      'CDM 스키마 "cdm_v6"가 데이터베이스 "hanbit_cdm"에 없습니다',
    );
  });
});

describe('requests it cannot read', () => {
  it('answers 400 with a message', async () => {
    const noRequest = new FormData();
    noRequest.append('file', new Blob(['select 1']), 'q.sql');
    const missing = await fetch(`${hanbit().engine}/api/v1/analyze`, { method: 'POST', body: noRequest });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('analysisRequest 파트가 없습니다.');

    const invalid = await submit({
      ...on(hanbit()),
      files: { 'q.sql': 'select 1' },
      dataSource: { cdmSchema: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('dataSource.cdmSchema');

    const broken = new FormData();
    broken.append('analysisRequest', '{"id": 1,');
    const json = await fetch(`${hanbit().engine}/api/v1/analyze`, { method: 'POST', body: broken });
    expect(json.status).toBe(400);

    const notMultipart = await fetch(`${hanbit().engine}/api/v1/analyze`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(notMultipart.status).toBe(400);
  });
});

describe('abort, status, metrics', () => {
  it('aborts a long query: the result says ABORTED, and the site serves again afterwards', async () => {
    const site = halla();
    const { id, status } = await submit({
      ...on(site),
      files: { 'long.sql': 'select pg_sleep(30) is null as slept' },
    });
    expect(status).toBe(200);
    // Running: the status endpoint and the metrics say so.
    for (let i = 0; i < 50 && receiver.statusesOf(id).length < 2; i++)
      await new Promise((r) => setTimeout(r, 100));
    const running = (await (await fetch(`${site.engine}/api/v1/status?id=${id}`)).json()) as {
      submissions: Record<string, { stage: string }>;
    };
    expect(running.submissions[String(id)]?.stage).toBe('EXECUTE');
    const busy = await (await fetch(`${site.engine}/api/v1/metrics`)).text();
    expect(Number(/^busy (\d+)$/.exec(busy)?.[1])).toBeGreaterThanOrEqual(1);

    const started = Date.now();
    const abort = await fetch(`${site.engine}/api/v1/abort/${id}`, { method: 'POST' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(abort.status).toBe(200);
    expect(await abort.json()).toMatchObject({ id, stage: 'ABORTED', status: 'FAILED' });
    const result = await receiver.result(id);
    expect(result.report).toMatchObject({ stage: 'ABORTED', status: 'FAILED' });
    expect(result.report.stdout).toContain('중단 요청을 받았습니다.');

    const after = await run({
      ...on(site),
      files: { 'q.sql': 'select count(*) as persons from @cdm_database_schema.person' },
    });
    expect(await fileText(site.engine, after.result, 'q.csv')).toBe('persons\r\n216\r\n');
  });

  it('answers 404 to an abort of an id it does not know', async () => {
    const response = await fetch(`${hanbit().engine}/api/v1/abort/${nextId()}`, { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('shows known submissions in status (ids comma-separated or repeated), unknown ones absent', async () => {
    const { id } = await run({ ...on(hanbit()), files: { 'q.sql': 'select 1 as x' } });
    const unknown = nextId();
    for (const query of [`id=${id},${unknown}`, `id=${id}&id=${unknown}`]) {
      const response = await fetch(`${hanbit().engine}/api/v1/status?${query}`);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['started', 'submissions', 'environments']);
      expect(Date.parse(body.started as string)).not.toBeNaN();
      expect(body.environments).toEqual({ tarball: [], docker: [] });
      const submissions = body.submissions as Record<string, { stage: string; error: null; stdout: string }>;
      expect(Object.keys(submissions)).toEqual([String(id)]);
      expect(submissions[String(id)]).toMatchObject({ stage: 'COMPLETED', error: null });
      expect(submissions[String(id)]!.stdout).toContain('실행을 마쳤습니다');
    }
  });

  it('answers metrics as the EE does: text `busy N`', async () => {
    const response = await fetch(`${sjmc().engine}/api/v1/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(/^busy \d+$/);
  });
});

describe('result delivery', () => {
  it('retries the result callback when the platform answers 500', async () => {
    receiver.failResults = 1;
    const before = receiver.resultAttempts;
    const { result } = await run({ ...on(sjmc()), files: { 'q.sql': 'select 1 as x' } });
    expect(result.report.stage).toBe('COMPLETED');
    expect(receiver.resultAttempts - before).toBe(2);
  });
});
