// The list endpoints' load of the capacity bench (capacity.mjs), in a process of its own, away from
// the open streams' event loop. Driven over IPC:
//   { type: 'run', url, cookies, paths, rate, seconds, connections } → { type: 'ran', overall, paths, cpuPercent }
//
// An open-loop load: request i is due at start + i / rate, whatever happened to the ones before it,
// so `rate` requests a second arrive evenly spaced, the way many researchers' pages ask independently.
// The paths take turns, and so do the researchers (the cookies), as many people's pages would ask, not
// one user's cached lists. A request's latency runs from when it was due to the last byte of its reply:
// a request that waits for a free connection, or for this process to wake up, counts that wait too
// (no coordinated omission). Every latency is kept, so the percentiles are exact.
//
// Not autocannon at a fixed rate: its rate resets each connection's count every second, so all of a
// second's requests leave in one burst at its start and queue behind each other, and its correction
// for coordinated omission takes the expected interval in seconds (1 / rate) as milliseconds. At 100
// requests/s that measured a burst of 100, not the steady 100 a second the target speaks of.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { quantile } from './capacity-report.mjs';

/** A reply slower than this counts as an error (and its socket is dropped). */
const TIMEOUT_MS = 10_000;

process.on('message', (message) => {
  if (message.type === 'run') void run(message).then((reply) => process.send(reply));
  else if (message.type === 'close') process.disconnect();
});

async function run({ url, cookies, paths, rate, seconds, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const cpuBefore = process.cpuUsage();
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const outcomes = [];
  let next = 0;
  await new Promise((resolve) => {
    let pending = 0;
    const settle = (outcome) => {
      outcomes.push(outcome);
      pending--;
      if (next === total && pending === 0) resolve();
    };
    const tick = () => {
      const now = performance.now();
      // Every request already due leaves now; its clock started when it was due.
      while (next < total && started + next * interval <= now) {
        const due = started + next * interval;
        const path = paths[next % paths.length];
        pending++;
        void ask(agent, url + path, cookies[next % cookies.length]).then((result) =>
          settle({ path, latency: performance.now() - due, ...result }),
        );
        next++;
      }
      if (next < total) setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
      else if (pending === 0) resolve();
    };
    tick();
  });
  agent.destroy();
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    type: 'ran',
    overall: figuresOf(outcomes, elapsed),
    paths: paths.map((path) => ({
      path,
      ...figuresOf(
        outcomes.filter((outcome) => outcome.path === path),
        elapsed,
      ),
    })),
    cpuPercent: ((cpu.user + cpu.system) / 1000 / elapsed) * 100,
  };
}

/** One GET, read to its end: `{ ok }`, false for a non-2xx reply, a socket error or a timeout. */
function ask(agent, target, cookie) {
  return new Promise((resolve) => {
    const request = http.get(target, { agent, headers: { cookie } }, (response) => {
      response.resume();
      response.once('end', () => resolve({ ok: response.statusCode >= 200 && response.statusCode < 300 }));
      response.once('error', () => resolve({ ok: false }));
    });
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.once('error', () => resolve({ ok: false }));
  });
}

function figuresOf(outcomes, elapsedMs) {
  const latencies = outcomes
    .filter((outcome) => outcome.ok)
    .map((outcome) => outcome.latency)
    .sort((a, b) => a - b);
  // Over the answered requests: the failed ones are counted apart (errors), and any fails the step.
  return {
    requests: outcomes.length,
    rps: outcomes.length / (elapsedMs / 1000),
    p50: quantile(latencies, latencies.length, 0.5),
    p99: quantile(latencies, latencies.length, 0.99),
    max: latencies.at(-1),
    errors: outcomes.length - latencies.length,
  };
}
