#!/usr/bin/env node
// `pnpm bench:executions`: how fast an execution runs and how fast its statuses reach a page (issue 12).
// Starts the BUILT demo data node and server (embedded PGlite, demo seed) on free loopback ports, signs
// in as the demo researcher, imports the data node's GI-bleed characterization from ATLAS into a new
// analysis, opens the live event stream as a page does, and runs the analysis BENCH_RUNS times on
// 한빛대학교병원's CDM, one at a time:
//   - from 실행 (the POST) to FINISHED_SUCCESSFULLY arriving on the stream — target under 5 s;
//   - for every status event, from the moment the server stored the move (its history time) to the
//     event's arrival — target under 500 ms;
//   - the node's disclosure checks (issue 27), from the log line the node writes for each run: the time
//     the package's queries took and the time its checks took, and the checks' share of the whole
//     execution — target at most 10 %.
// Stops everything it started, also on failure and Ctrl-C.
//
//   BENCH_RUNS (5)  BENCH_SKIP_BUILD=1
import { buildForBench, signedInApi, startDemoPlatform } from './demo-platform.mjs';
import { cleanUp, onCleanup } from './processes.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const RUN_TARGET_MS = 5_000;
const LATENCY_TARGET_MS = 500;
const CHECK_SHARE_TARGET = 10;

try {
  await buildForBench(['@cdmnet/server...', '@cdmnet/data-node']);
  const { DEMO_PASSWORD } = await import('@cdmnet/api/contract');
  const { url } = await startDemoPlatform({ name: 'executions' });
  const { cookie, api } = await signedInApi(url, 'researcher@demo.cdmnet.kr', DEMO_PASSWORD);

  const projects = await api('GET', '/api/v1/projects/list');
  const project = projects.find((p) => p.name === '심부전 재입원 위험 예측') ?? projects[0];
  const targets = await api('GET', `/api/v1/projects/${project.id}/analysis/targets`);
  const hanbit = targets.flatMap((org) => org.cdms).find((cdm) => cdm.name === 'HANBIT_CDM');
  const analysis = await api('POST', `/api/v1/projects/${project.id}/analysis`, {
    name: '벤치마크: 위장관 출혈 특성',
    description: '',
    type: 'ESTIMATION',
    cdmIds: [hanbit.id],
  });
  const base = `/api/v1/projects/${project.id}/analysis/${analysis.id}`;
  const { designs } = await api('GET', `${base}/atlas`);
  const design = designs.find((d) => d.kind === 'CHARACTERIZATION');
  await api('POST', `${base}/atlas`, {
    atlasId: design.atlasId,
    kind: design.kind,
    designId: design.designId,
  });
  console.log(`imported '${design.name}' from ${design.atlasName}; ${runs} runs on HANBIT_CDM`);

  // The page's stream: every execution event with the moment it arrived.
  const arrived = [];
  const waiters = [];
  const stream = await fetch(`${url}/api/v1/events`, { headers: { cookie } });
  const reader = stream.body.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const event = { ...JSON.parse(data.slice(6)), at: Date.now() };
        arrived.push(event);
        for (const waiter of [...waiters]) waiter(event);
      }
    }
  })();
  onCleanup(() => reader.cancel());
  const finished = (id) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`execution ${id} did not finish in 60 s`)), 60_000);
      const waiter = (event) => {
        if (
          event.executionId !== id ||
          !['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR', 'CANCELED'].includes(event.status)
        )
          return;
        clearTimeout(timer);
        waiters.splice(waiters.indexOf(waiter), 1);
        resolve(event);
      };
      waiters.push(waiter);
    });

  const totals = [];
  const latencies = [];
  const queryMs = [];
  const checkMs = [];
  const checkShares = [];
  for (let i = 0; i < runs; i++) {
    const started = Date.now();
    const {
      started: [execution],
    } = await api('POST', `${base}/execution`, { cdmIds: [hanbit.id] });
    const end = await finished(execution.id);
    if (end.status !== 'FINISHED_SUCCESSFULLY') {
      const detail = await api('GET', `${base}/execution/${execution.id}`);
      throw new Error(`execution ${execution.id} ended ${end.status}: ${detail.error}`);
    }
    totals.push(end.at - started);
    const detail = await api('GET', `${base}/execution/${execution.id}`);
    // The node's summary line: "… (쿼리 0.123초, 반출 검사 0.004초)."
    const { text: log } = await api('GET', `${base}/execution/${execution.id}/logs`);
    const timing = /쿼리 ([\d.]+)초, 반출 검사 ([\d.]+)초/.exec(log);
    if (!timing) throw new Error(`execution ${execution.id}: no disclosure timing in its log`);
    queryMs.push(Math.round(Number(timing[1]) * 1000));
    checkMs.push(Math.round(Number(timing[2]) * 1000));
    checkShares.push((100 * Number(timing[2]) * 1000) / (end.at - started));
    for (const step of detail.history) {
      const event = arrived.find((e) => e.executionId === execution.id && e.status === step.status);
      if (event) latencies.push(event.at - new Date(step.at).getTime());
    }
  }
  const sorted = (list) => [...list].sort((a, b) => a - b);
  const pick = (list, q) => sorted(list)[Math.min(list.length - 1, Math.floor(q * list.length))];
  console.log(`\n${'figure'.padEnd(44)} ${'median'.padStart(8)} ${'max'.padStart(8)}  target`);
  console.log(
    `${'실행 → FINISHED_SUCCESSFULLY (ms)'.padEnd(44)} ${String(pick(totals, 0.5)).padStart(8)} ${String(Math.max(...totals)).padStart(8)}  < ${RUN_TARGET_MS}`,
  );
  console.log(
    `${'status stored → event in the page (ms)'.padEnd(44)} ${String(pick(latencies, 0.5)).padStart(8)} ${String(Math.max(...latencies)).padStart(8)}  < ${LATENCY_TARGET_MS}`,
  );
  console.log(
    `${"node: the package's queries (ms)".padEnd(44)} ${String(pick(queryMs, 0.5)).padStart(8)} ${String(Math.max(...queryMs)).padStart(8)}`,
  );
  console.log(
    `${'node: disclosure checks (ms)'.padEnd(44)} ${String(pick(checkMs, 0.5)).padStart(8)} ${String(Math.max(...checkMs)).padStart(8)}`,
  );
  const share = (value) => `${value.toFixed(1)} %`;
  console.log(
    `${'checks / whole execution'.padEnd(44)} ${share(pick(checkShares, 0.5)).padStart(8)} ${share(Math.max(...checkShares)).padStart(8)}  ≤ ${CHECK_SHARE_TARGET} %`,
  );
  console.log(`(${totals.length} runs, ${latencies.length} status events)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
