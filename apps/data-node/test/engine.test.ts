import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, nextId, Receiver, run, siteNamed, submit, text, unzip } from './helpers.js';

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
  it('runs a SQL package: INITIALIZE and EXECUTE statuses, then COMPLETED with one CSV per file', async () => {
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
    expect([...result.files.keys()]).toEqual(['a_gender.csv', 'b_years.csv', 'c_label.csv', 'stdout.txt']);
    const gender = csvRows(text(result.files.get('a_gender.csv')));
    expect(gender[0]).toEqual(['gender', 'person_count']);
    expect(gender.slice(1).map((row) => row[0])).toEqual(['FEMALE', 'MALE']);
    expect(gender.slice(1).reduce((n, row) => n + Number(row[1]), 0)).toBe(808);
    expect(text(result.files.get('c_label.csv'))).toBe(
      'label,quote,empty,flag\r\n"a,b","say ""hi""",,true\r\n',
    );
    expect(text(result.files.get('stdout.txt'))).toBe(result.report.stdout);
    // Files run in name order, subfolders included; the log says what the node did.
    const log = result.report.stdout;
    expect(log.indexOf('[a_gender.sql]')).toBeLessThan(log.indexOf('[b_years.sql]'));
    expect(log.indexOf('[b_years.sql]')).toBeLessThan(log.indexOf('[more/c_label.sql]'));
    expect(log).toContain('요청의 접속 정보(계정, 비밀번호, 주소)는 쓰지 않습니다');
  });

  it('takes a zipped package and returns a zipped result when the headers ask', async () => {
    const { id, result } = await run({
      ...on(sjmc()),
      compressed: true,
      compressedResult: true,
      files: {
        'study/counts.sql': 'select count(*) as persons from @cdm_database_schema.person',
        'other/counts.sql': 'select count(*) as concepts from @vocabulary_database_schema.concept',
        'study/readme.txt': 'not SQL: carried, not run',
      },
    });
    expect(result.report).toMatchObject({ stage: 'COMPLETED', error: null });
    expect([...result.files.keys()]).toEqual([`${id}_result.zip`]);
    const inside = unzip(result.files.get(`${id}_result.zip`)!);
    // Two files named counts.sql: the second in name order (study/) gets its folder in its name.
    expect([...inside.keys()].sort()).toEqual(['counts.csv', 'stdout.txt', 'study_counts.csv']);
    expect(text(inside.get('counts.csv'))).toBe('concepts\r\n444\r\n');
    expect(text(inside.get('study_counts.csv'))).toBe('persons\r\n593\r\n');
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
  it('masks counts below the minimum cell count and says so in the log; zero stays zero', async () => {
    const { result } = await run({
      ...on(hanbit()),
      files: {
        'small.sql': `select * from (values ('a', 3, 3), ('b', 0, 0), ('c', 7, 7), ('d', 1, 4)) as t (label, persons, dose)`,
        'none.sql': 'select 12 as cases',
      },
    });
    expect(result.report.error).toBeNull();
    expect(csvRows(text(result.files.get('small.csv')))).toEqual([
      ['label', 'persons', 'dose'],
      ['a', '<5', '3'],
      ['b', '0', '0'],
      ['c', '7', '7'],
      ['d', '<5', '4'],
    ]);
    expect(result.report.stdout).toContain('[small.csv] 작은 수 가림: 2칸을 <5(으)로 바꿨습니다');
    expect(result.report.stdout).toContain('[none.csv] 가린 칸 없음.');
  });

  it('refuses a result with a person-level column: no file, and the log names file and column', async () => {
    const { result } = await run({
      ...on(hanbit()),
      files: {
        'a_ok.sql': 'select count(*) as persons from @cdm_database_schema.person',
        'b_people.sql': 'select person_id, year_of_birth from @cdm_database_schema.person limit 3',
      },
    });
    expect(result.report.stage).toBe('COMPLETED');
    expect(result.report.status).toBe('FAILED');
    expect(result.report.error).toContain('b_people.sql');
    expect([...result.files.keys()]).toEqual(['a_ok.csv', 'stdout.txt']);
    expect(result.report.stdout).toContain(
      '[b_people.sql] 개인 수준 열(person_id, year_of_birth)이 있어 결과 파일을 내보내지 않습니다.',
    );
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
    expect(text(result.files.get('a.csv'))).toBe('target,outcome,text\r\n2,1,@not_a_param\r\n');
    expect(result.files.has('b.csv')).toBe(false);
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
    expect(other.result.files.has('q.csv')).toBe(false);
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
    expect(text(after.result.files.get('q.csv'))).toBe('persons\r\n216\r\n');
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
