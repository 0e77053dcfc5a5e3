#!/usr/bin/env node
// `pnpm bench:atlas`: the vocabulary search across hospitals and the concept page (issue 29 targets).
// Starts the BUILT demo data node and server (embedded PGlite, demo seed) on free loopback ports. The
// master makes the demo researcher a member of every demo hospital and turns each one's Concept ID
// switch on, so the researcher searches every ATLAS and sees every CDM's counts. Then, one request at
// a time, as a page makes them:
//   - BENCH_SEARCHES searches across all ATLASes, each for a term no earlier search asked (so every
//     hospital is really asked: nothing comes from the platform's one-minute cache), all WebAPIs up
//     (for reference);
//   - as many with one hospital's WebAPI stopped (the master points its ATLAS at a port nothing
//     listens on, as a stopped WebAPI looks from the platform) — target p95 ≤ 300 ms;
//   - the next page of each search (served from the cache; for reference);
//   - BENCH_CONCEPTS concept pages with per-hospital person counts, each concept asked once, as the
//     data node first counts them and (other concepts) with the counts made beforehand, as a real
//     WebAPI reads them from Achilles results —
//     target p95 ≤ 500 ms (with the counts made beforehand).
// Stops everything it started, also on failure and Ctrl-C; exits 1 when a target is missed.
//
//   BENCH_SEARCHES (30)  BENCH_CONCEPTS (30)  BENCH_SKIP_BUILD=1
import { freePort } from '../../../.ci/scripts/lib/free-port.mjs';
import { buildForBench, signedInApi, startDemoPlatform } from './demo-platform.mjs';
import { cleanUp } from './processes.mjs';

const searches = Number(process.env.BENCH_SEARCHES ?? 30);
const conceptPages = Number(process.env.BENCH_CONCEPTS ?? 30);
const SEARCH_TARGET_MS = 300;
const CONCEPT_TARGET_MS = 500;
/** More than the demo's hospitals: the node takes a base port and adds each site's index. */
const SITES_MAX = 10;

// Terms a researcher types, each asked once per phase (a suffix-free list: the two phases take
// alternate terms, so no search is answered from the platform's cache).
const TERMS = [
  'hemorrhage',
  'bleed',
  'aspirin',
  'celecoxib',
  'diclofenac',
  'ibuprofen',
  'naproxen',
  'warfarin',
  'clopidogrel',
  'omeprazole',
  'ulcer',
  'gastric',
  'duodenal',
  'esophag',
  'anemia',
  'fracture',
  'sprain',
  'pain',
  'fever',
  'cough',
  'asthma',
  'bronch',
  'pneumonia',
  'sinusitis',
  'otitis',
  'pharyngitis',
  'infection',
  'viral',
  'acute',
  'chronic',
  'injury',
  'laceration',
  'burn',
  'allerg',
  'diabetes',
  'hypertension',
  'heart',
  'coronary',
  'myocard',
  'stroke',
  'kidney',
  'renal',
  'liver',
  'hepat',
  'cancer',
  'neoplasm',
  'tumor',
  'pregnan',
  'birth',
  'child',
  'dental',
  'tooth',
  'skin',
  'derm',
  'eye',
  'visit',
  'office',
  'inpatient',
  'emergency',
  'tablet',
  'oral',
  'injection',
  'capsule',
  'solution',
  'mg',
  'ml',
  'hour',
  'dose',
  'drug',
  'condition',
  'procedure',
  'measure',
  '출혈',
  '위장',
  '아스피린',
  '궤양',
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => ({
  n: values.length,
  median: Math.round(percentile(values, 50)),
  p95: Math.round(percentile(values, 95)),
  max: Math.round(Math.max(...values)),
});

try {
  await buildForBench(['@cdmnet/server...', '@cdmnet/data-node']);
  const { DEMO_PASSWORD } = await import('@cdmnet/api/contract');
  const { url, bases } = await startDemoPlatform({ name: 'atlas' });
  const caller = async (email) => (await signedInApi(url, email, DEMO_PASSWORD)).api;

  // The master opens every hospital to the researcher.
  const master = await caller('master@demo.cdmnet.kr');
  const members = await master('GET', '/api/v1/master/members');
  const researcherId = members.find((u) => u.email === 'researcher@demo.cdmnet.kr').id;
  const orgs = await master('GET', '/api/v1/master/orgs');
  const atlasesByOrg = new Map();
  for (const org of orgs) {
    const settings = await master('GET', `/api/v1/master/orgs/${org.id}`);
    atlasesByOrg.set(org.id, settings.atlasList);
    const inOrg = await master('GET', `/api/v1/master/orgs/${org.id}/users`);
    if (!inOrg.some((m) => m.id === researcherId))
      await master('POST', `/api/v1/master/orgs/${org.id}/users`, {
        userId: researcherId,
        priv: 'ORG_RESEARCHER',
      });
    await master('PUT', `/api/v1/master/orgs/${org.id}/coceptId`, { onConceptId: true });
  }

  const researcher = await caller('researcher@demo.cdmnet.kr');
  const atlasList = await researcher('GET', '/api/v1/atlas');
  console.log(`bench:atlas — ${atlasList.length} ATLASes (${atlasList.map((a) => a.orgName).join(', ')})`);

  const timed = async (work) => {
    const started = performance.now();
    const result = await work();
    return { ms: performance.now() - started, result };
  };
  const terms = [...TERMS];
  const nextTerm = () => {
    const term = terms.shift();
    if (!term)
      throw new Error(`BENCH_SEARCHES is more than the ${TERMS.length} terms allow across both phases`);
    return term;
  };
  const searchPhase = async (label) => {
    const times = [];
    const pageTimes = [];
    const states = new Map();
    let found = [];
    for (let i = 0; i < searches; i++) {
      const query = nextTerm();
      const first = await timed(() => researcher('POST', '/api/v1/atlas/search', { query, size: 20 }));
      times.push(first.ms);
      for (const source of first.result.sources)
        states.set(source.state, (states.get(source.state) ?? 0) + 1);
      found = found.concat(first.result.concepts.map((c) => c.conceptId));
      const next = await timed(() =>
        researcher('POST', '/api/v1/atlas/search', { query, size: 20, page: 1 }),
      );
      pageTimes.push(next.ms);
    }
    return {
      label,
      search: summary(times),
      page: summary(pageTimes),
      states: Object.fromEntries(states),
      found,
    };
  };

  // A first search fills the per-hospital sources and vocabulary versions (kept five minutes), as the
  // first search of the day would; it is not counted.
  await researcher('POST', '/api/v1/atlas/search', { query: 'warm-up', size: 20 });

  const allUp = await searchPhase('all WebAPIs up');

  // One hospital's WebAPI stopped: its ATLAS now points at a port nothing listens on.
  const stoppedPort = await freePort();
  const [orgId, [stoppedAtlas]] = [...atlasesByOrg].find(([, list]) => list.length > 0);
  await master('PUT', `/api/v1/master/orgs/${orgId}/atlas/${stoppedAtlas.id}`, {
    name: stoppedAtlas.name,
    atlasAddress: `http://127.0.0.1:${stoppedPort}/WebAPI`,
    atlasHref: stoppedAtlas.atlasHref,
    engineId: stoppedAtlas.engineId,
    saveAnyway: true,
  });
  const oneDown = await searchPhase(`one WebAPI stopped (${stoppedAtlas.name})`);
  await master('PUT', `/api/v1/master/orgs/${orgId}/atlas/${stoppedAtlas.id}`, {
    name: stoppedAtlas.name,
    atlasAddress: stoppedAtlas.atlasAddress,
    atlasHref: stoppedAtlas.atlasHref,
    engineId: stoppedAtlas.engineId,
    saveAnyway: true,
  });

  // Concept pages, each concept once, with every hospital's counts. The data node counts a concept's
  // persons the first time it is asked (a real WebAPI reads Achilles results computed beforehand), so
  // the pages are timed twice over different concepts: as the node first counts them, and with the
  // hospitals' counts made beforehand (asked of each WebAPI directly, not through the platform).
  const distinct = [...new Set([...allUp.found, ...oneDown.found])];
  const countStates = new Map();
  const conceptPhase = async (ids) => {
    const times = [];
    for (const id of ids) {
      const { ms, result } = await timed(() => researcher('GET', `/api/v1/atlas/concepts/${id}`));
      times.push(ms);
      for (const count of result.counts)
        countStates.set(count.state, (countStates.get(count.state) ?? 0) + 1);
    }
    return summary(times);
  };
  const concept = await conceptPhase(distinct.slice(0, conceptPages));
  const precounted = distinct.slice(conceptPages, 2 * conceptPages);
  for (let site = 0; site < SITES_MAX; site++) {
    const webapi = `http://127.0.0.1:${Number(bases.DATA_NODE_WEBAPI_PORT_BASE) + site}/WebAPI`;
    const sources = await fetch(`${webapi}/source/sources`).then(
      (response) => response.json(),
      () => [],
    );
    for (const { sourceKey } of sources)
      await fetch(`${webapi}/cdmresults/${sourceKey}/conceptRecordCount`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(precounted),
      });
  }
  const conceptPrecounted = await conceptPhase(precounted);

  let missed = false;
  const line = (label, s, target) => {
    const verdict =
      target === undefined ? '' : s.p95 <= target ? `  ✓ p95 ≤ ${target} ms` : `  ✗ p95 > ${target} ms`;
    if (target !== undefined && s.p95 > target) missed = true;
    console.log(
      `${label.padEnd(48)} n=${String(s.n).padStart(3)}  median ${String(s.median).padStart(4)} ms  p95 ${String(s.p95).padStart(4)} ms  max ${String(s.max).padStart(4)} ms${verdict}`,
    );
  };
  console.log('');
  for (const phase of [allUp, oneDown]) {
    line(`search, ${phase.label}`, phase.search, phase === oneDown ? SEARCH_TARGET_MS : undefined);
    line(`  next page (cached), ${phase.label}`, phase.page);
    console.log(`  hospital states: ${JSON.stringify(phase.states)}`);
  }
  line('concept page, the node counting on first ask', concept);
  line("concept page, hospitals' counts made beforehand", conceptPrecounted, CONCEPT_TARGET_MS);
  console.log(`  count states: ${JSON.stringify(Object.fromEntries(countStates))}`);
  if (missed) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
