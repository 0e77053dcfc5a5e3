#!/usr/bin/env node
// `pnpm bench:concepts`: EVIX-AI's concept finder (issue 30 targets). Starts the BUILT demo data node and
// server on free loopback ports and asks the finder, through its API as the demo researcher, every query
// of an evaluation set (bench/concept-eval.ko.json, or BENCH_CONCEPT_SET=<file> of the same shape), one
// at a time, as the page does:
//   - on PGlite over the demo vocabularies: Recall@1, Recall@10 and MRR overall and per kind, and the
//     latency of each search (targets Recall@1 ≥ 0.85, Recall@10 ≥ 0.97, p95 ≤ 150 ms);
//   - when BENCH_MODEL_URL (and BENCH_MODEL_NAME, BENCH_MODEL_KEY) name an OpenAI-compatible model, the
//     same with the model configured for the researcher's hospital: the model-assisted ranking;
//   - on PostgreSQL (BENCH_SCALE=0 skips it) with the index grown to BENCH_NAMES names (1,000,000) by
//     recombining the demo's names: the latency again (target p95 ≤ 150 ms).
// Stops everything it started, also on failure and Ctrl-C; exits 1 when a target is missed.
//
//   BENCH_CONCEPT_SET=<file>  BENCH_SCALE=0  BENCH_NAMES (1000000)  BENCH_MISSES=1 (each miss)  BENCH_SKIP_BUILD=1
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { startPostgres } from '../../../.ci/scripts/lib/postgres.mjs';
import { buildForBench, signedInApi, startDemoPlatform } from './demo-platform.mjs';
import { cleanUp, onCleanup } from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const setFile = process.env.BENCH_CONCEPT_SET ?? path.join(here, 'concept-eval.ko.json');
const scale = process.env.BENCH_SCALE !== '0';
const targetNames = Number(process.env.BENCH_NAMES ?? 1_000_000);
const RECALL_AT_1 = 0.85;
const RECALL_AT_10 = 0.97;
const P95_MS = 150;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Every query of the set through the API: the concept ids answered, and how long each search took. */
async function runSet(api, queries, evaluation) {
  const latencies = [];
  const methods = new Map();
  const result = await evaluation.evaluate(queries, async (query) => {
    const started = performance.now();
    const answer = await api('POST', '/api/v1/evix-ai/concept-finder/search', { query, limit: 10 });
    latencies.push(performance.now() - started);
    methods.set(answer.method, (methods.get(answer.method) ?? 0) + 1);
    return answer.results.map((r) => r.concept.conceptId);
  });
  return { result, latencies, methods };
}

function report(title, { result, latencies, methods }, evaluation) {
  console.log(`\n${title}`);
  if (result) console.log(evaluation.scoresTable(result));
  if (result && process.env.BENCH_MISSES === '1')
    for (const miss of result.misses)
      console.log(
        `  ${miss.kind} ${JSON.stringify(miss.query)} wanted ${miss.expected} got ${miss.top} (rank ${miss.rank})`,
      );
  console.log(
    `latency per search: median ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms, max ${Math.round(Math.max(...latencies))} ms (${latencies.length} searches; ranked by ${[...methods].map(([m, n]) => `${m} ${n}`).join(', ')})`,
  );
}

/** Grows the index to `names` names on PostgreSQL: concepts made of two demo names each (Korean with Korean, English with English). */
export async function growIndex(databaseUrl, names) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from finder_names');
    const missing = names - rows[0].n;
    if (missing <= 0) return rows[0].n;
    const started = performance.now();
    await client.query(`create temp table base as
      select row_number() over (order by id) - 1 as i, text, language, keys, domain_id from finder_names where standard`);
    const { rows: base } = await client.query('select count(*)::int as n from base');
    const n = base[0].n;
    const concepts = Math.ceil(missing / 3);
    await client.query(
      `insert into finder_concepts (concept_id, concept_name, korean_name, domain_id, vocabulary_id, concept_class_id,
         standard_concept, concept_code, invalid_reason)
       select 1500000000 + g, 'Synthetic ' || g, null, b.domain_id, 'CDMNet bench', 'Synthetic', 'S', g::text, null
       from generate_series(0, $1 - 1) g join base b on b.i = (g::bigint * 7919) % $2`,
      [concepts, n],
    );
    await client.query(
      `insert into finder_names (concept_id, text, language, keys, domain_id, standard)
       select 1500000000 + g / 3, a.text || ' ' || b.text, a.language, a.keys || b.keys, a.domain_id, true
       from generate_series(0, $1 - 1) g
       join base a on a.i = (g::bigint * 7919) % $2
       join base b on b.i = (g::bigint * 104729 + 17) % $2`,
      [missing, n],
    );
    await client.query('analyze finder_names');
    const { rows: after } = await client.query('select count(*)::int as n from finder_names');
    console.log(
      `index grown to ${after[0].n.toLocaleString('en')} names in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return after[0].n;
  } finally {
    await client.end();
  }
}

async function main() {
  await buildForBench(['@cdmnet/server...', '@cdmnet/data-node']);
  const evaluation = await import('../dist/concept-finder/evaluation.js');
  const { DEMO_PASSWORD } = await import('@cdmnet/api/contract');
  const queries = evaluation.readEvaluationSet(JSON.parse(readFileSync(setFile, 'utf8')));
  console.log(`evaluation set: ${path.relative(process.cwd(), setFile)} (${queries.length} queries)`);
  const failures = [];

  const { url } = await startDemoPlatform({ name: 'concepts' });
  const { api } = await signedInApi(url, 'researcher@demo.cdmnet.kr', DEMO_PASSWORD);
  let started = performance.now();
  const first = await api('POST', '/api/v1/evix-ai/concept-finder/search', { query: '위장관 출혈' });
  console.log(
    `index built on first search in ${Math.round(performance.now() - started)} ms: ${first.index.concepts} concepts from ${first.index.hospitalsRead} hospitals`,
  );
  const lexical = await runSet(api, queries, evaluation);
  report('model-free ranking, PGlite, demo vocabularies', lexical, evaluation);
  const overall = lexical.result.overall;
  if (overall.recallAt1 < RECALL_AT_1)
    failures.push(`Recall@1 ${overall.recallAt1.toFixed(3)} < ${RECALL_AT_1}`);
  if (overall.recallAt10 < RECALL_AT_10)
    failures.push(`Recall@10 ${overall.recallAt10.toFixed(3)} < ${RECALL_AT_10}`);
  if (percentile(lexical.latencies, 95) > P95_MS)
    failures.push(`PGlite p95 ${Math.round(percentile(lexical.latencies, 95))} ms > ${P95_MS}`);

  if (process.env.BENCH_MODEL_URL) {
    // The model for every demo hospital, so the researcher's EVIX-AI uses it whichever is hers.
    const { api: master } = await signedInApi(url, 'master@demo.cdmnet.kr', DEMO_PASSWORD);
    const orgs = await master('GET', '/api/v1/master/orgs');
    for (const org of orgs.list ?? orgs)
      await master('PUT', `/api/v1/master/orgs/${org.id}/ai-model`, {
        url: process.env.BENCH_MODEL_URL,
        model: process.env.BENCH_MODEL_NAME ?? 'default',
        key: process.env.BENCH_MODEL_KEY ?? null,
      });
    const assisted = await runSet(api, queries, evaluation);
    report(
      `model-assisted ranking (${process.env.BENCH_MODEL_NAME ?? 'default'}), PGlite`,
      assisted,
      evaluation,
    );
  }

  if (scale) {
    const postgres = await startPostgres();
    onCleanup(postgres.stop);
    const platform = await startDemoPlatform({ name: 'concepts-pg', databaseUrl: postgres.url });
    const { api: pgApi } = await signedInApi(platform.url, 'researcher@demo.cdmnet.kr', DEMO_PASSWORD);
    started = performance.now();
    await pgApi('POST', '/api/v1/evix-ai/concept-finder/search', { query: '위장관 출혈' });
    console.log(`\nPostgreSQL: index built on first search in ${Math.round(performance.now() - started)} ms`);
    await growIndex(postgres.url, targetNames);
    const grown = await runSet(pgApi, queries, evaluation);
    report(
      `model-free ranking, PostgreSQL, index of ${targetNames.toLocaleString('en')} names (quality for reference: recombined names compete)`,
      grown,
      evaluation,
    );
    if (percentile(grown.latencies, 95) > P95_MS)
      failures.push(`PostgreSQL p95 ${Math.round(percentile(grown.latencies, 95))} ms > ${P95_MS}`);
  }

  if (failures.length > 0) {
    console.log(`\nmissed: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nall targets met');
}

// Run, unless imported for growIndex.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
