// The list endpoints' load of the capacity bench (capacity.mjs), in a process of its own, away from
// the open streams' event loop. Driven over IPC:
//   { type: 'run', url, cookies, paths, rate, seconds, connections } → { type: 'ran', overall, paths, cpuPercent }
// One autocannon per path, together at `rate` requests per second in all (each path an equal share),
// so every path's figures and the merged ones come from the same seconds. Each request is another
// researcher's (the cookies in turn), as many people's pages would ask, not one user's cached lists. autocannon corrects for
// coordinated omission at a fixed rate: a slow reply counts the requests it held back as late too.
import autocannon from 'autocannon';

process.on('message', (message) => {
  if (message.type === 'run') void run(message).then((reply) => process.send(reply));
  else if (message.type === 'close') process.disconnect();
});

async function run({ url, cookies, paths, rate, seconds, connections }) {
  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  let turn = 0;
  const nextResearcher = (request) => ({
    ...request,
    headers: { ...request.headers, cookie: cookies[turn++ % cookies.length] },
  });
  const results = await Promise.all(
    paths.map((path) =>
      autocannon({
        url: url + path,
        requests: [{ method: 'GET', path, setupRequest: nextResearcher }],
        connections: Math.max(1, Math.round(connections / paths.length)),
        overallRate: rate / paths.length,
        duration: seconds,
        skipAggregateResult: true,
      }),
    ),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return {
    type: 'ran',
    overall: figuresOf(autocannon.aggregateResult(results, { url })),
    paths: results.map((result, i) => ({
      path: paths[i],
      ...figuresOf(autocannon.aggregateResult([result], { url })),
    })),
    cpuPercent: ((cpu.user + cpu.system) / 1000 / (Date.now() - started)) * 100,
  };
}

function figuresOf(result) {
  return {
    // Not the latency histogram's count: at a fixed rate it also holds the held-back requests' samples.
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
