import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestFile, Receiver, run, siteNamed } from './helpers.js';

// The statement timeout on PGlite, which cannot interrupt a query: the site's worker is ended and the
// site reopened. The shared test node runs with a 6 s timeout (global-setup.ts).

let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver().start();
});
afterAll(() => receiver.close());

describe('the statement timeout on PGlite', () => {
  it('stops a file over the timeout, and the site answers again afterwards', async () => {
    const site = siteNamed('mudeung_cdm');
    const on = { engine: site.engine, database: site.database, receiver };
    const started = Date.now();
    const { result } = await run({ ...on, files: { 'slow.sql': 'select pg_sleep(30) is null as slept' } });
    expect(result.report).toMatchObject({ stage: 'COMPLETED', status: 'FAILED' });
    expect(result.report.error).toBe('[slow.sql] 문장 제한 시간(6초)을 넘어 실행을 멈췄습니다.');
    expect(Date.now() - started).toBeLessThan(15_000);

    const after = await run({
      ...on,
      files: { 'q.sql': 'select count(*) as persons from @cdm_database_schema.person' },
    });
    expect(manifestFile(after.result, 'q.csv')).toMatchObject({ status: 'HELD', rows: 1 });
  });
});
